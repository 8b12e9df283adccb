import { describe, expect, it } from 'vitest';
import { ContentError } from './front-matter';
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

describe('chart blocks', () => {
  const chart = (body: string) => `Text before.\n\n\`\`\`chart\n${body}\n\`\`\`\n\nText after.\n`;
  const figureJson = (html: string) => {
    const match = /<figure data-docs-chart="([^"]*)">/.exec(html);
    return match?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  };

  it('renders a chart block as a figure carrying its JSON, with a hidden caption naming the chart', () => {
    const spec = {
      title: 'Apple & Microsoft <sentiment>',
      assets: ['AAPL', 'MSFT'],
      class: 'equ',
      indicator: 'sentiment',
    };
    const { html, text } = renderMarkdown(chart(JSON.stringify(spec)), { file: 'docs/ma4/research/x.md' });
    expect(html).not.toContain('<pre');
    expect(html).toContain(
      '<figcaption class="sr-only">Chart: Apple &amp; Microsoft &lt;sentiment&gt; (sentiment of AAPL, MSFT)</figcaption>',
    );
    expect(JSON.parse(figureJson(html) ?? '')).toEqual(spec);
    // Neither quote nor angle bracket of the title leaves the attribute.
    expect(html).not.toMatch(/data-docs-chart="[^"]*[<>]/);
    expect(text).toContain('Apple & Microsoft <sentiment>');
    expect(text).not.toContain('"assets"');
  });

  it('keeps the optional fields and leaves other code blocks as code', () => {
    const spec = {
      title: 'Buzz',
      assets: ['BTC'],
      class: 'crypto',
      indicator: 'buzz',
      source: 'News',
      days: 90,
      frequency: 'daily',
    };
    const { html } = renderMarkdown(`${chart(JSON.stringify(spec))}\n\`\`\`json\n{"a": 1}\n\`\`\`\n`);
    expect(JSON.parse(figureJson(html) ?? '')).toEqual(spec);
    expect(html).toContain('<pre><code class="language-json">');
  });

  it.each([
    ['not JSON', '{title: "x"}', /not valid JSON/],
    ['an array', '[1]', /expected a JSON object/],
    ['no title', '{"assets":["AAPL"],"class":"equ","indicator":"buzz"}', /'title'/],
    ['no assets', '{"title":"t","assets":[],"class":"equ","indicator":"buzz"}', /'assets' must list 1 to 5/],
    [
      'six assets',
      '{"title":"t","assets":["A","B","C","D","E","F"],"class":"equ","indicator":"buzz"}',
      /'assets' must list 1 to 5/,
    ],
    ['a bad class', '{"title":"t","assets":["AAPL"],"class":"eq u","indicator":"buzz"}', /'class'/],
    ['no indicator', '{"title":"t","assets":["AAPL"],"class":"equ"}', /'indicator'/],
    ['days of zero', '{"title":"t","assets":["AAPL"],"class":"equ","indicator":"buzz","days":0}', /'days'/],
    ['hourly', '{"title":"t","assets":["AAPL"],"class":"equ","indicator":"buzz","frequency":"hourly"}', /'frequency'/],
    ['an unknown field', '{"title":"t","assets":["AAPL"],"class":"equ","indicator":"buzz","colour":"red"}', /'colour'/],
  ])('refuses a chart block with %s, naming the file', (_name, body, reason) => {
    const render = () => renderMarkdown(chart(body), { file: 'docs/ma4/research/bad-note.md' });
    expect(render).toThrow(ContentError);
    expect(render).toThrow(/^docs\/ma4\/research\/bad-note\.md: chart block: /);
    expect(render).toThrow(reason);
  });
});
