/**
 * The docs page's HTML as the API renders it (packages/content render-markdown.ts), prepared for the reader: each
 * heading gets an anchor link to itself, and the HTML is cut at the chart figures (`<figure data-docs-chart>`),
 * which the page draws on the server in their place. The HTML is our own renderer's output (raw HTML in the
 * markdown is escaped there), so these patterns see only what that renderer writes.
 */

export type DocsHtmlPart = { kind: 'html'; html: string } | { kind: 'chart'; json: string };

const CHART_FIGURE = /<figure data-docs-chart="([^"]*)">[\s\S]*?<\/figure>/g;
const HEADING = /<h([1-6]) id="([^"]+)">([\s\S]*?)<\/h\1>/g;

function unescapeAttribute(value: string): string {
  return value.replace(/&(quot|lt|gt|#39|amp);/g, (_, name: string) =>
    name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === '#39' ? "'" : '&',
  );
}

/** The text of an HTML fragment (entities kept as they are: it goes back into an attribute). */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each heading ends with a `#` link to its own anchor (shown on hover and focus, docs-article.module.css). */
export function withHeadingAnchors(html: string, anchorClass: string): string {
  return html.replace(HEADING, (_, level: string, id: string, inner: string) => {
    const label = `Link to the section ${textOf(inner).replace(/"/g, '&quot;')}`;
    return `<h${level} id="${id}">${inner}<a class="${anchorClass}" href="#${id}" aria-label="${label}">#</a></h${level}>`;
  });
}

/** The HTML in order, cut at its chart figures (their JSON unescaped, not yet checked). */
export function splitAtCharts(html: string): DocsHtmlPart[] {
  const parts: DocsHtmlPart[] = [];
  let from = 0;
  for (const match of html.matchAll(CHART_FIGURE)) {
    const at = match.index ?? 0;
    if (at > from) parts.push({ kind: 'html', html: html.slice(from, at) });
    parts.push({ kind: 'chart', json: unescapeAttribute(match[1] ?? '') });
    from = at + match[0].length;
  }
  if (from < html.length) parts.push({ kind: 'html', html: html.slice(from) });
  return parts;
}
