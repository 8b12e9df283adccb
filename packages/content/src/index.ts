export * from './doc-areas';
export { ContentError, type FrontMatter } from './front-matter';
export * from './load-content';
export { type Heading, type RenderedMarkdown, renderMarkdown, slugify } from './render-markdown';
export * from './search-docs';
