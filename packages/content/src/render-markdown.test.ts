import { describe, expect, it } from 'vitest';
import { renderMarkdown, slugify } from './render-markdown';

describe('renderMarkdown', () => {
  it('escapes raw HTML in the source instead of passing it through', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('links only http(s), mailto and site paths; javascript: and data: stay text', () => {
    const { html } = renderMarkdown(
      '[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](data:text/html;base64,PHNjcmlwdD4=) ' +
        '![d](data:image/png;base64,AAAA) [e](vbscript:x) [f](/ma4/guide/overview) [g](https://example.org/x) ' +
        '[h](mailto:support@example.org) [i](#windows)',
    );
    expect(html).not.toMatch(/href="(?:javascript|data|vbscript):/i);
    expect(html).not.toMatch(/src="data:/i);
    expect(html).toContain('<a href="/ma4/guide/overview">f</a>');
    expect(html).toContain('<a href="https://example.org/x" rel="noopener noreferrer">g</a>');
    expect(html).toContain('<a href="mailto:support@example.org">h</a>');
    expect(html).toContain('<a href="#windows">i</a>');
  });

  it('gives headings unique ids and lists them for the table of contents', () => {
    const { html, headings } = renderMarkdown('# Buzz & sentiment (v4)\n\n## Windows\n\n## Windows\n\ntext');
    expect(headings).toEqual([
      { level: 1, id: 'buzz-sentiment-v4', text: 'Buzz & sentiment (v4)' },
      { level: 2, id: 'windows', text: 'Windows' },
      { level: 2, id: 'windows-2', text: 'Windows' },
    ]);
    expect(html).toContain('<h2 id="windows-2">Windows</h2>');
  });

  it('keeps the plain text of paragraphs, inline code and code blocks for search', () => {
    const { text } = renderMarkdown('The **daily** window ends at `20:30` UTC.\n\n```sh\nnpm run data -- info\n```\n');
    expect(text).toContain('The daily window ends at 20:30 UTC.');
    expect(text).toContain('npm run data -- info');
  });

  it('keeps a space where a paragraph wraps onto the next line', () => {
    expect(renderMarkdown('written from the\ncode, and\nOvervalued vs\nUndervalued').text).toBe(
      'written from the code, and Overvalued vs Undervalued',
    );
  });

  it('renders tables and escapes code', () => {
    const { html } = renderMarkdown('| a | b |\n| --- | --- |\n| `<b>` | 2 |\n');
    expect(html).toContain('<table>');
    expect(html).toContain('<code>&lt;b&gt;</code>');
  });
});

describe('slugify', () => {
  it('folds accents and punctuation into hyphenated lower-case words', () => {
    expect(slugify('Société Générale: ESG Core!')).toBe('societe-generale-esg-core');
    expect(slugify('***')).toBe('section');
  });
});
