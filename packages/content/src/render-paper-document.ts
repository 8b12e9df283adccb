/**
 * The standalone HTML document of one of our research papers (the download of the Papers page): one file that
 * reads well on its own, opened from a disk or from the API. Its style is inline and it has no script, no image and
 * no link to load, so a strict Content-Security-Policy fits it: the document carries its own policy (a meta tag
 * allowing only its style block, by hash) and the API sends the same policy as a header.
 */
import { createHash } from 'node:crypto';
import type { ContentEntry, Paper } from './load-content';

export interface RenderedPaperDocument {
  /** The whole document. */
  html: string;
  /** The Content-Security-Policy that fits it: nothing to load, the inline style allowed by its hash. */
  contentSecurityPolicy: string;
  /** Short hash of the document (its ETag). */
  hash: string;
  /** What a saved copy is called. */
  fileName: string;
}

// Light and dark by the reader's preference, readable on a phone, and clean when printed.
const STYLE = `
:root { color-scheme: light dark; --ink: #0f172a; --muted: #475569; --line: #e2e8f0; --accent: #1d4ed8; --panel: #f8fafc; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #e2e8f0; --muted: #94a3b8; --line: #334155; --accent: #93c5fd; --panel: #0f172a; }
  body { background: #020617; }
}
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); font: 16px/1.65 Georgia, 'Times New Roman', serif; }
main { max-width: 46rem; margin: 0 auto; padding: 2.5rem 1.25rem 4rem; }
header p, nav, footer, .tags, table, code, pre { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
.kicker { margin: 0; color: var(--muted); font-size: .8rem; letter-spacing: .08em; text-transform: uppercase; }
h1 { margin: .4rem 0 .6rem; font-size: 1.9rem; line-height: 1.2; }
h2 { margin-top: 2.2rem; font-size: 1.3rem; border-bottom: 1px solid var(--line); padding-bottom: .2rem; }
h3 { margin-top: 1.6rem; font-size: 1.08rem; }
.byline { margin: 0; color: var(--muted); font-size: .95rem; }
.tags { display: flex; flex-wrap: wrap; gap: .4rem; margin: .8rem 0 0; padding: 0; list-style: none; }
.tags li { border: 1px solid var(--line); border-radius: 999px; padding: 0 .6rem; color: var(--muted); font-size: .8rem; }
.abstract { margin: 1.6rem 0; padding: 1rem 1.2rem; border-left: 3px solid var(--accent); background: var(--panel); }
.abstract h2 { margin: 0 0 .4rem; border: 0; font-size: .85rem; letter-spacing: .08em; text-transform: uppercase; }
.abstract p { margin: 0; }
nav { font-size: .92rem; }
nav ul { margin: .4rem 0 0; padding: 0; list-style: none; }
nav li { margin: .15rem 0; }
a { color: var(--accent); }
table { width: 100%; border-collapse: collapse; margin: 1rem 0; font-size: .9rem; display: block; overflow-x: auto; }
th, td { border-bottom: 1px solid var(--line); padding: .35rem .6rem; text-align: left; vertical-align: top; }
code { font-size: .88em; background: var(--panel); padding: 0 .2em; border-radius: 3px; }
pre { overflow-x: auto; padding: .8rem 1rem; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
pre code { padding: 0; background: none; }
blockquote { margin: 1rem 0; padding-left: 1rem; border-left: 3px solid var(--line); color: var(--muted); }
footer { margin-top: 3rem; padding-top: 1rem; border-top: 1px solid var(--line); color: var(--muted); font-size: .85rem; }
@media print { body { background: none; color: #000; } main { padding: 0; } a { color: inherit; } }
`.trim();

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function formatLongDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Renders a research paper's standalone document from its entry (the body, already rendered from markdown). */
export function renderPaperDocument(paper: Paper, entry: ContentEntry): RenderedPaperDocument {
  const contents = entry.headings
    .filter((heading) => heading.level === 2)
    .map((heading) => `<li><a href="#${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</a></li>`)
    .join('');
  const date = paper.date ?? String(paper.year);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="author" content="${escapeHtml(paper.authors.join(', '))}">
<meta name="description" content="${escapeHtml(paper.summary)}">
<title>${escapeHtml(paper.title)} — ${escapeHtml(paper.authors.join(', '))}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<article>
<header>
<p class="kicker">${escapeHtml(paper.venue)}</p>
<h1>${escapeHtml(paper.title)}</h1>
<p class="byline">${escapeHtml(paper.authors.join(', '))} · <time datetime="${escapeHtml(date)}">${escapeHtml(
    paper.date ? formatLongDate(paper.date) : date,
  )}</time></p>
<ul class="tags" aria-label="Tags">${paper.tags.map((tag) => `<li>${escapeHtml(tag)}</li>`).join('')}</ul>
</header>
<section class="abstract" aria-labelledby="abstract">
<h2 id="abstract">Abstract</h2>
<p>${escapeHtml(paper.abstract ?? paper.summary)}</p>
</section>
${contents ? `<nav aria-label="Contents"><strong>Contents</strong><ul>${contents}</ul></nav>\n` : ''}${entry.html}</article>
<footer>
<p>${escapeHtml(paper.authors.join(', '))}, “${escapeHtml(paper.title)}”, ${escapeHtml(paper.venue)} ${escapeHtml(
    paper.id,
  )}, ${escapeHtml(date)}.</p>
</footer>
</main>
</body>
</html>
`;
  return {
    html,
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    hash: createHash('sha256').update(html).digest('hex').slice(0, 16),
    fileName: `moodwire-${paper.id}.html`,
  };
}
