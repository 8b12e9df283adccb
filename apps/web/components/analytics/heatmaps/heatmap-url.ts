/**
 * A heatmap view as its URL says it (every choice is a query parameter, so a view is a link), read once for the
 * screen and for the frame's prefetch: both must ask /heatmaps the same question.
 */
import {
  type AssetClassCode,
  getClassIndicator,
  getDefaultSentimentIndicator,
  HEATMAP_DEFAULT_MAXNUM,
  requireAssetClass,
} from '@moodwire/domain';
import type { HeatmapQuery } from '@/lib/analytics/heatmap-call';
import { isDay } from './heatmap-period';

/** The server's bound of maxnum (spec §7 /heatmaps). */
export const MAXNUM_LIMIT = 5000;

export interface HeatmapView {
  /** The class whose dataset the tiles read: an ESG group's own, any other group's rma base class. */
  dataClass: AssetClassCode;
  isCompanyClass: boolean;
  varsize: string;
  varcolor: string;
  sector: string;
  exchangeCountry: string;
  maxnum: number;
  rawBuzz: string | null;
  buzz: number | undefined;
  start: string | undefined;
  end: string | undefined;
  view: 'chart' | 'table';
  /** What is wrong with the link's values (the query then asks for the defaults instead). */
  inputError: string | null;
  query: HeatmapQuery;
}

export function readHeatmapView(
  get: (key: string) => string | null,
  group: { Group: string; Class: string },
): HeatmapView {
  const assetClass = requireAssetClass(group.Class as AssetClassCode);
  const dataClass = assetClass.dataset === 'rma' ? assetClass.baseClass : assetClass.code;
  const isCompanyClass = assetClass.kind === 'company';
  const varsize = get('varsize') || 'buzz';
  const varcolor = get('varcolor') || getDefaultSentimentIndicator(dataClass);
  const sector = get('sector') || '';
  const exchangeCountry = get('exchange_country') || '';
  const rawMaxnum = get('maxnum');
  const maxnum = rawMaxnum === null ? HEATMAP_DEFAULT_MAXNUM : Number(rawMaxnum);
  const rawBuzz = get('buzz');
  const buzz = rawBuzz === null || rawBuzz === '' ? undefined : Number(rawBuzz);
  const end = get('end') || undefined;
  const start = get('start') || undefined;
  const inputError =
    !Number.isInteger(maxnum) || maxnum < 1 || maxnum > MAXNUM_LIMIT
      ? `The number of tiles (maxnum) must be a whole number from 1 to ${MAXNUM_LIMIT}.`
      : buzz !== undefined && !(Number.isFinite(buzz) && buzz >= 0)
        ? 'The least buzz must be a number of 0 or more.'
        : (end && !isDay(end)) || (start && !isDay(start))
          ? 'Dates must be calendar days (YYYY-MM-DD).'
          : null;
  return {
    dataClass,
    isCompanyClass,
    varsize,
    varcolor,
    sector,
    exchangeCountry,
    maxnum,
    rawBuzz,
    buzz,
    start,
    end,
    view: get('view') === 'table' ? 'table' : 'chart',
    inputError,
    query: {
      group: group.Group,
      varsize,
      varcolor,
      buzz,
      start,
      end,
      sector: isCompanyClass && sector ? sector : undefined,
      exchangeCountry: isCompanyClass && exchangeCountry ? exchangeCountry : undefined,
      maxnum: inputError ? HEATMAP_DEFAULT_MAXNUM : maxnum,
    },
  };
}

/** The indicators a view sizes and colours by, and how the screen names them. */
export function describeHeatmap(view: Pick<HeatmapView, 'dataClass' | 'varsize' | 'varcolor' | 'start'>) {
  const sizeIndicator = getClassIndicator(view.dataClass, view.varsize);
  const colorIndicator = getClassIndicator(view.dataClass, view.varcolor);
  const isChange = !!view.start;
  return {
    sizeIndicator,
    colorIndicator,
    isChange,
    sizeLabel: sizeIndicator?.name ?? view.varsize,
    colorLabel: `${colorIndicator?.name ?? view.varcolor}${isChange ? ' (change)' : ''}`,
  };
}
