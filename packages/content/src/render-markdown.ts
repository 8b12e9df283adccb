/**
 * Markdown to HTML with markdown-it, configured so that content can never carry markup of its own: raw HTML in
 * the source is escaped as text (`html: false`), and links and images may only point to http(s), mailto or
 * paths of the site (no `javascript:`, `data:` or other schemes). Headings get stable ids for the table of
 * contents; the plain text is kept for search. A fenced block with the info string `chart` holds the JSON of a
 * chart drawn from the lake (research notes): it becomes `<figure data-docs-chart="json">`, which the web app
 * draws in place, and a malformed one is refused here with the file's name (the content tests load every file).
 */
import markdownit, { type MarkdownIt, type Token } from 'markdown-it';
import { ContentError } from './front-matter';

export interface Heading {
  level: number;
  /** The `id` of the heading element (anchor of the table of contents). */
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
  /** The text a reader sees, without markup (for search and snippets). */
  text: string;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/;
const ALLOWED_SCHEME = /^(?:https?|mailto):/;

/** Lower-case words joined by hyphens: `Buzz & sentiment (v4)` -> `buzz-sentiment-v4`. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

function createRenderer(): MarkdownIt {
  const md = markdownit('default', { html: false, linkify: false, typographer: false });
  md.validateLink = (url: string) => {
    const value = url.trim().toLowerCase();
    return SCHEME.test(value) ? ALLOWED_SCHEME.test(value) : true;
  };
  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx];
    if (token && /^https?:/i.test(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, idx, options);
  };
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const chart = token ? (env as RenderEnv | undefined)?.charts?.get(token) : undefined;
    if (chart) return chartFigure(chart, md.utils.escapeHtml);
    return fence ? fence(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  return md;
}

/** What one render passes to its rules: the checked chart of each ```chart fence (a type: markdown-it's Env is indexed). */
type RenderEnv = {
  charts?: Map<Token, ChartBlock>;
};

/**
 * The figure the web app draws a chart in, its JSON in an attribute; until then (or for a reader without the app)
 * a visually hidden caption names the chart.
 */
function chartFigure(chart: ChartBlock, escapeHtml: (text: string) => string): string {
  const json = escapeHtml(JSON.stringify(chart));
  const name = `Chart: ${chart.title} (${chart.indicator} of ${chart.assets.join(', ')})`;
  return `<figure data-docs-chart="${json}"><figcaption class="sr-only">${escapeHtml(name)}</figcaption></figure>\n`;
}

/** A chart of a research note as its ```chart block writes it (the web app checks codes against the catalogue). */
export interface ChartBlock {
  title: string;
  /** Tickers or asset codes as the lake names them, 1 to MAX_CHART_ASSETS. */
  assets: string[];
  /** Asset class code, e.g. `equ`. */
  class: string;
  /** Indicator code, e.g. `sentiment` or `buzz`. */
  indicator: string;
  /** Source code or name; the screens' default source when absent. */
  source?: string;
  /** Days back from the lake's last day (default 365). */
  days?: number;
  frequency?: 'daily';
}

export const MAX_CHART_ASSETS = 5;
export const MAX_CHART_DAYS = 3650;
const CHART_FIELDS = new Set(['title', 'assets', 'class', 'indicator', 'source', 'days', 'frequency']);
const CODE = /^[A-Za-z0-9_]+$/;
const ASSET = /^[A-Za-z0-9_.=^-]+$/;

/** The chart of a ```chart block, or a ContentError naming the file and what is wrong. */
export function parseChartBlock(json: string, file: string): ChartBlock {
  const fail = (reason: string) => new ContentError(file, `chart block: ${reason}`);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw fail(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw fail('expected a JSON object');
  const record = value as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !CHART_FIELDS.has(key));
  if (unknown.length > 0) throw fail(`unknown field ${unknown.map((key) => `'${key}'`).join(', ')}`);
  const { title, assets, class: classCode, indicator, source, days, frequency } = record;
  if (typeof title !== 'string' || title.trim() === '') throw fail("'title' must be a non-empty string");
  if (
    !Array.isArray(assets) ||
    assets.length < 1 ||
    assets.length > MAX_CHART_ASSETS ||
    !assets.every((asset) => typeof asset === 'string' && ASSET.test(asset))
  ) {
    throw fail(`'assets' must list 1 to ${MAX_CHART_ASSETS} tickers or asset codes`);
  }
  if (typeof classCode !== 'string' || !CODE.test(classCode)) throw fail("'class' must be an asset class code");
  if (typeof indicator !== 'string' || !CODE.test(indicator)) throw fail("'indicator' must be an indicator code");
  if (source !== undefined && (typeof source !== 'string' || !CODE.test(source))) {
    throw fail("'source' must be a source code or name");
  }
  if (
    days !== undefined &&
    (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > MAX_CHART_DAYS)
  ) {
    throw fail(`'days' must be a whole number from 1 to ${MAX_CHART_DAYS}`);
  }
  if (frequency !== undefined && frequency !== 'daily') throw fail("'frequency' can only be 'daily'");
  return record as unknown as ChartBlock;
}

function isChartFence(token: Token): boolean {
  return token.type === 'fence' && token.info.trim() === 'chart';
}

let renderer: MarkdownIt | undefined;

export interface RenderMarkdownOptions {
  /** The file being rendered, named in errors (a malformed chart block). */
  file?: string;
}

export function renderMarkdown(source: string, options: RenderMarkdownOptions = {}): RenderedMarkdown {
  renderer ??= createRenderer();
  const md = renderer;
  const file = options.file ?? 'markdown';
  const tokens = md.parse(source, {});
  const charts = new Map<Token, ChartBlock>();
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const text: string[] = [];
  tokens.forEach((token: Token, i: number) => {
    if (token.type === 'inline') {
      // A line break inside a paragraph separates words: without the space, search would see 'thecode'.
      const plain = (token.children ?? [])
        .map((child: Token) =>
          child.type === 'text' || child.type === 'code_inline'
            ? child.content
            : child.type === 'softbreak' || child.type === 'hardbreak'
              ? ' '
              : '',
        )
        .join('');
      text.push(plain);
      const open = tokens[i - 1];
      if (open?.type === 'heading_open') {
        const base = slugify(plain);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        open.attrSet('id', id);
        headings.push({ level: Number(open.tag.slice(1)), id, text: plain });
      }
    } else if (isChartFence(token)) {
      const chart = parseChartBlock(token.content, file);
      charts.set(token, chart);
      text.push(chart.title);
    } else if (token.type === 'fence' || token.type === 'code_block') {
      text.push(token.content);
    }
  });
  const env: RenderEnv = { charts };
  return {
    html: md.renderer.render(tokens, md.options, env),
    headings,
    text: text
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .trim(),
  };
}
