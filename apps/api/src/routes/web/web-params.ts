/** Query parameters and answer pieces shared by the web calls of the asset pages, overviews, radar and thematic. */
import { Type } from '@fastify/type-provider-typebox';
import { ASSET_CLASS_CODES, addDays, getSource, isCalendarDay, type SourceName } from '@moodwire/domain';
import type { LoadedLake } from '../../lake/open-lake';
import { badParameter } from '../../lake/read-lake';
import { DATE_PATTERN } from '../../schemas/common-schemas';

export const AssetParam = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'Asset code (PermID, ISO code, coin or commodity code)',
  examples: ['4372179024'],
});
export const ClassParam = Type.Optional(
  Type.Union(
    ASSET_CLASS_CODES.map((code) => Type.Literal(code)),
    {
      description: "Asset class; needed when a code is in several classes (a country and its market: 'US')",
      examples: ['equ'],
    },
  ),
);
export const GroupParam = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'Preset group id',
  examples: ['equ_top100'],
});
export const OptionalGroupParam = Type.Optional(GroupParam);
export const StartParam = Type.Optional(
  Type.String({ pattern: DATE_PATTERN, description: 'First day (inclusive), YYYY-MM-DD', examples: ['2026-01-01'] }),
);
export const EndParam = Type.Optional(
  Type.String({
    pattern: DATE_PATTERN,
    description: 'Last day (inclusive), YYYY-MM-DD; default the last day of the lake',
    examples: ['2026-06-30'],
  }),
);
export const PeriodParam = (fallback: number | undefined, description = 'Days back from end when no start') =>
  Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 3650,
      description,
      ...(fallback === undefined ? {} : { default: fallback }),
    }),
  );
/** The days of a call that reads a span (`parseSpan`): start..end, or `period` days up to end. */
export const SpanParams = (fallbackPeriod: number | undefined) => ({
  start: StartParam,
  end: EndParam,
  period: PeriodParam(fallbackPeriod),
});
export const SourceParam = (fallback: SourceName) =>
  Type.Optional(
    Type.String({
      maxLength: 20,
      description: `Source: News_Social, News, Social, News_Headline or their codes all, nws, soc, nhl (default ${fallback})`,
      examples: [fallback],
    }),
  );
export const IndicatorParam = (description: string) =>
  Type.Optional(Type.String({ maxLength: 100, description, examples: ['sentiment'] }));
export const WindowParam = Type.Optional(
  Type.Integer({ minimum: 1, maximum: 365, default: 1, description: 'Buzz-weighted smoothing over this many windows' }),
);
export const GroupsParam = Type.Optional(
  Type.String({
    maxLength: 1_000,
    description: 'Comma-separated preset group ids (at most 10)',
    examples: ['equ_top100,cur,crypto'],
  }),
);

export const NullableNumber = Type.Union([Type.Number(), Type.Null()]);
export const NullableString = Type.Union([Type.String(), Type.Null()]);

export const AssetRecordFields = {
  asset: Type.String({ description: 'Asset code' }),
  name: Type.String(),
  symbol: Type.String({ description: 'Display symbol (spec §9): RIC, coin code, or currency against USD' }),
  class: Type.String({ description: 'Asset class code' }),
  sector: NullableString,
  domicile: NullableString,
  exchangeCountry: NullableString,
};
export const AssetRecordSchema = Type.Object(AssetRecordFields);
export const ASSET_RECORD_EXAMPLE = {
  asset: '4372179024',
  name: 'Apple',
  symbol: 'AAPL.O',
  class: 'equ',
  sector: 'Technology',
  domicile: 'US',
  exchangeCountry: 'US',
};

/** A source name from a `src` parameter, or a 400 naming it. */
export function parseSource(value: string | undefined, fallback: SourceName, parameter = 'src'): SourceName {
  if (value === undefined) return fallback;
  const source = getSource(value);
  if (!source) throw badParameter(parameter, 'expected News_Social, News, Social, News_Headline or all, nws, soc, nhl');
  return source.name;
}

export interface DaySpan {
  /** First day (inclusive), or undefined for the whole history. */
  start: string | undefined;
  /** Last day (inclusive). */
  end: string;
  /** The day after `end`: the exclusive bound of the reads. */
  to: string;
}

/** The days a call covers: start..end, or the `period` days up to end; end defaults to the lake's last day. */
export function parseSpan(
  query: { start?: string; end?: string; period?: number },
  lake: LoadedLake,
  defaultPeriod?: number,
): DaySpan {
  const end = checkDay('end', query.end) ?? lake.manifest.to;
  let start = checkDay('start', query.start);
  const period = query.period ?? defaultPeriod;
  if (start === undefined && period !== undefined) start = addDays(end, 1 - period);
  if (start !== undefined && start > end) throw badParameter('start', 'must not be after end');
  return { start, end, to: addDays(end, 1) };
}

/** The source (`fallback` unless src says) and the days (`parseSpan`) of a call that reads a span. */
export function parseSourceAndSpan(
  query: { src?: string; start?: string; end?: string; period?: number },
  lake: LoadedLake,
  defaults: { source: SourceName; period: number },
): { source: SourceName; span: DaySpan } {
  return { source: parseSource(query.src, defaults.source), span: parseSpan(query, lake, defaults.period) };
}

/** Most groups one call of the /app page reads. */
export const MAX_GROUPS = 10;

/** Group ids from a comma-separated parameter, or the defaults. */
export function parseGroups(value: string | undefined, defaults: readonly string[]): string[] {
  const ids = parseList(value) ?? [...defaults];
  if (ids.length > MAX_GROUPS) throw badParameter('groups', `at most ${MAX_GROUPS} groups`);
  return [...new Set(ids)];
}

/** Checks the calendar date of a YYYY-MM-DD parameter (the schema checks only its shape: 2026-02-31 passes it). */
export function checkDay(parameter: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!isCalendarDay(value)) {
    throw badParameter(parameter, `'${value}' is not a calendar date (YYYY-MM-DD)`);
  }
  return value;
}

/** A comma-separated list parameter; undefined when absent or blank. */
export function parseList(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
