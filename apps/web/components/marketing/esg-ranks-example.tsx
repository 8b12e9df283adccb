/**
 * The live ESG example of the public pages (/esg4/intro, the ESG solution pages; issue 16): the ESG Core ranks of
 * the most-covered companies on the lake's last day, from GET /esg/v4/preview (no key), as a heatmap table: one
 * row per company, one coloured cell per rank. Plain HTML from the server, no script. Hidden where ESG content is
 * (spec §6: visitors whose country code is IN).
 */
import { getIndicator, isEsgHiddenForCountry, MESSAGES } from '@moodwire/domain';
import { headers } from 'next/headers';
import { buildColorScale, colorOf } from '@/components/analytics/heatmaps/color-scale';
import { readData } from '@/lib/api/typed-client';
import { findVisitorCountry } from '@/lib/geo/find-visitor-country';
import { publicApi } from '@/lib/server/account-api';

const READ_TIMEOUT_MS = 3_000;

/** The columns, in the answer's names; short headings so the table fits a phone. */
const RANKS = [
  { key: 'ESG', heading: 'ESG' },
  { key: 'EnvironmentalPillar', heading: 'Env.' },
  { key: 'SocialPillar', heading: 'Soc.' },
  { key: 'GovernancePillar', heading: 'Gov.' },
  { key: 'ESGControversies', heading: 'Contr.' },
] as const;

/** Ranks run 1 to 100, higher is better (for controversies too: 1 is the most controversial). */
const SCALE = buildColorScale({ values: [1, 100], rangeKind: 'rank', polarity: 1 });

function readPreview() {
  return readData(publicApi().GET('/esg/v4/preview', { signal: AbortSignal.timeout(READ_TIMEOUT_MS) }));
}

export async function EsgRanksExample({ title }: { title: string }) {
  if (isEsgHiddenForCountry(await findVisitorCountry(await headers()))) {
    return (
      <p className="rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        {MESSAGES.esgNotInRegion}.
      </p>
    );
  }
  let preview: Awaited<ReturnType<typeof readPreview>>;
  try {
    preview = await readPreview();
  } catch {
    return (
      <p className="rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        The live example cannot be read right now ({MESSAGES.defaultError.toLowerCase()}).
      </p>
    );
  }
  return (
    <figure
      data-testid="esg-example"
      data-points={preview.rows.length}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-900 dark:text-slate-100">{title}</span>
        <span className="text-slate-600 dark:text-slate-300">
          {preview.groupName}, ranks of {preview.date} (UTC) over each company’s last 365 days of ESG coverage: the{' '}
          {preview.rows.length} of {preview.members} members with the most ESG buzz. Ranks of the overall score, the
          environment, social and governance pillars and controversies run from 1 to 100, higher is better; a
          controversies rank of 1 is the most controversial.
        </span>
      </figcaption>
      {preview.rows.length === 0 ? (
        <p className="rounded-md border border-slate-200 border-dashed p-6 text-center text-slate-500 text-sm dark:border-slate-700 dark:text-slate-400">
          No ESG ranks on the last day of the data.
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-separate border-spacing-0.5 text-sm">
            <thead className="text-slate-500 text-xs dark:text-slate-400">
              <tr>
                <th scope="col" className="py-1 pr-2 text-left font-semibold">
                  Company
                </th>
                {RANKS.map((rank) => (
                  <th key={rank.key} scope="col" className="w-11 px-0.5 py-1 text-center font-semibold sm:w-20">
                    <abbr title={getIndicator(rank.key, 'esgcor')?.name} className="no-underline">
                      {rank.heading}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row) => (
                <tr key={row.asset}>
                  <th scope="row" className="max-w-28 truncate py-1 pr-2 text-left font-medium sm:max-w-none">
                    <span className="text-slate-900 dark:text-slate-100">{row.name}</span>{' '}
                    <span className="hidden text-slate-500 text-xs sm:inline dark:text-slate-400">{row.symbol}</span>
                  </th>
                  {RANKS.map((rank) => {
                    const value = row[rank.key];
                    return (
                      <td
                        key={rank.key}
                        className="rounded-sm px-1 py-1 text-center font-medium text-slate-950 tabular-nums"
                        // A light tint of the scale's colour under dark digits: readable in light and dark mode.
                        style={{ background: `color-mix(in srgb, ${colorOf(SCALE, value)} 55%, white)` }}
                      >
                        {value === null ? 'NA' : Math.round(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
