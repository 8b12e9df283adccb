/**
 * Markdown to HTML with markdown-it, configured so that content can never carry markup of its own: raw HTML in
 * the source is escaped as text (`html: false`), and links and images may only point to http(s), mailto or
 * paths of the site (no `javascript:`, `data:` or other schemes). Headings get stable ids for the table of
 * contents; the plain text is kept for search.
 */
import markdownit, { type MarkdownIt, type Token } from 'markdown-it';

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
  return md;
}

let renderer: MarkdownIt | undefined;

export function renderMarkdown(source: string): RenderedMarkdown {
  renderer ??= createRenderer();
  const md = renderer;
  const tokens = md.parse(source, {});
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
    } else if (token.type === 'fence' || token.type === 'code_block') {
      text.push(token.content);
    }
  });
  return {
    html: md.renderer.render(tokens, md.options, {}),
    headings,
    text: text
      .join('\n')
      .replace(/[ \t]+/g, ' ')
      .trim(),
  };
}
