/** The article's colours in the light and the dark theme (read by docs-article.module.css); the blog's posts use them too. */
export const DOCS_ARTICLE_COLOURS =
  '[--docs-text:#334155] [--docs-heading:#0f172a] [--docs-border:#e2e8f0] [--docs-muted:#64748b] ' +
  '[--docs-link:#1f66c2] [--docs-code-bg:#f1f5f9] dark:[--docs-text:#cbd5e1] dark:[--docs-heading:#f8fafc] ' +
  'dark:[--docs-border:#1e293b] dark:[--docs-muted:#94a3b8] dark:[--docs-link:#5b9cf0] dark:[--docs-code-bg:#1e293b]';
