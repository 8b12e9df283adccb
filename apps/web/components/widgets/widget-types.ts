/**
 * The embeddable widgets (issue 5 'Public data pages'): /widget/[type] with its parameters in the query string,
 * shown inside an iframe on other sites. They read public calls only (an embedding site has no session).
 */
import { ASSET_CLASS_CODES, type AssetClassCode, PUBLIC_SERIES_DAYS } from '@moodwire/domain';

export type WidgetType = 'chart' | 'heatmap' | 'toplist' | 'asset';
export type WidgetTheme = 'light' | 'dark';

export interface WidgetParams {
  /** A system group (chart, heatmap, toplist). */
  group: string;
  /** An asset code (asset, asset chart). */
  asset: string;
  /** The asset's class, for a code in several classes (a country and its market: 'US'); null: the code's own. */
  cls: AssetClassCode | null;
  /** Tiles of the heatmap, rows of each top list. */
  num: number;
  /** null: the embedding page's visitor keeps the theme stored on this site (or the system one). */
  theme: WidgetTheme | null;
}

export interface WidgetDefinition {
  /** The gallery's key: one type may be offered twice (the chart of a group or of an asset). */
  id: string;
  type: WidgetType;
  title: string;
  description: string;
  /** The query parameters the widget reads. */
  params: readonly (keyof WidgetParams)[];
  /** Suggested iframe height, px. */
  height: number;
}

export const WIDGETS: readonly WidgetDefinition[] = [
  {
    id: 'chart',
    type: 'chart',
    title: 'Sentiment chart',
    description: "A group's featured asset: daily buzz bars with its default sentiment line over 90 days.",
    params: ['group', 'theme'],
    height: 360,
  },
  {
    id: 'asset-chart',
    type: 'chart',
    title: 'Asset chart',
    description: `One asset: daily buzz bars with its default sentiment line over the last ${PUBLIC_SERIES_DAYS} days.`,
    params: ['asset', 'cls', 'theme'],
    height: 380,
  },
  {
    id: 'heatmap',
    type: 'heatmap',
    title: 'Heatmap',
    description: "A group's assets sized by buzz and coloured by their default sentiment on the latest day.",
    params: ['group', 'num', 'theme'],
    height: 400,
  },
  {
    id: 'toplist',
    type: 'toplist',
    title: 'Top list',
    description: 'The most positive and most negative assets of a group over the last 7 days.',
    params: ['group', 'num', 'theme'],
    height: 600,
  },
  {
    id: 'asset',
    type: 'asset',
    title: 'Asset sentiment',
    description: "One asset's latest buzz and default sentiment.",
    params: ['asset', 'cls', 'theme'],
    height: 200,
  },
];

/** The widget types, each once (the routes /widget/[type]). */
export const WIDGET_TYPES: readonly WidgetType[] = [...new Set(WIDGETS.map((widget) => widget.type))];

export const DEFAULT_WIDGET_PARAMS: WidgetParams = { group: 'crypto', asset: 'BTC', cls: null, num: 20, theme: null };
/** Most tiles or rows a widget asks for. */
export const MAX_WIDGET_NUM = 100;

/** The first widget of a type (the chart of a group for 'chart'), or undefined for an unknown type. */
export function getWidget(type: string): WidgetDefinition | undefined {
  return WIDGETS.find((widget) => widget.type === type);
}

/** A text parameter of a widget: trimmed, at most 100 characters (as the API's codes), or undefined. */
function textParam(query: URLSearchParams, key: string): string | undefined {
  const value = query.get(key)?.trim();
  return value && value.length <= 100 ? value : undefined;
}

/** The widget's parameters from a query string; bad or missing values take the defaults. */
export function parseWidgetParams(query: URLSearchParams): WidgetParams {
  const text = (key: string, fallback: string) => textParam(query, key) ?? fallback;
  const num = Number(query.get('num'));
  const theme = query.get('theme');
  const cls = query.get('cls');
  return {
    group: text('group', DEFAULT_WIDGET_PARAMS.group),
    asset: text('asset', DEFAULT_WIDGET_PARAMS.asset),
    cls: ASSET_CLASS_CODES.find((code): code is AssetClassCode => code === cls) ?? null,
    num: Number.isInteger(num) && num >= 1 ? Math.min(num, MAX_WIDGET_NUM) : DEFAULT_WIDGET_PARAMS.num,
    theme: theme === 'dark' || theme === 'light' ? theme : null,
  };
}

/**
 * What a chart widget charts: the asset the query names (`/widget/chart?asset=...`, the asset chart), otherwise the
 * featured asset of its group (`?group=...` or the default group), as before the asset chart existed.
 */
export function isAssetChart(query: URLSearchParams): boolean {
  return textParam(query, 'asset') !== undefined;
}

/** The path of a widget with the parameters it reads (defaults left out, so embed codes stay short). */
export function widgetPath(widget: WidgetDefinition, params: Partial<WidgetParams>): string {
  const query = new URLSearchParams();
  for (const key of widget.params) {
    const value = params[key];
    if (value === null || value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return `/widget/${widget.type}${text ? `?${text}` : ''}`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The HTML another site pastes to show a widget. */
export function embedCode(origin: string, widget: WidgetDefinition, params: Partial<WidgetParams>): string {
  const src = `${origin}${widgetPath(widget, params)}`;
  return `<iframe src="${escapeAttribute(src)}" title="Moodwire ${escapeAttribute(widget.title)}" width="100%" height="${widget.height}" style="border:0" loading="lazy"></iframe>`;
}
