import { describe, expect, it } from 'vitest';
import { splitAtCharts, withHeadingAnchors } from './docs-html';

describe('withHeadingAnchors', () => {
  it('ends each heading with a # link to its own id, labelled with its text', () => {
    const html = '<h2 id="windows">Windows</h2>\n<p>x</p>\n<h3 id="a-b">A &amp; <code>b</code></h3>';
    expect(withHeadingAnchors(html, 'anchor')).toBe(
      '<h2 id="windows">Windows<a class="anchor" href="#windows" aria-label="Link to the section Windows">#</a></h2>\n' +
        '<p>x</p>\n' +
        '<h3 id="a-b">A &amp; <code>b</code><a class="anchor" href="#a-b" aria-label="Link to the section A &amp; b">#</a></h3>',
    );
  });

  it('leaves headings without an id alone', () => {
    expect(withHeadingAnchors('<h2>Plain</h2>', 'anchor')).toBe('<h2>Plain</h2>');
  });
});

describe('splitAtCharts', () => {
  it('cuts the HTML at each chart figure and unescapes its JSON', () => {
    const json = '{"title":"A &amp; B","assets":["AAPL"]}'.replace(/"/g, '&quot;');
    const html = `<p>one</p>\n<figure data-docs-chart="${json}"><figcaption class="sr-only">Chart: A</figcaption></figure>\n<p>two</p>`;
    expect(splitAtCharts(html)).toEqual([
      { kind: 'html', html: '<p>one</p>\n' },
      { kind: 'chart', json: '{"title":"A & B","assets":["AAPL"]}' },
      { kind: 'html', html: '\n<p>two</p>' },
    ]);
  });

  it('gives the HTML whole when it has no chart, and two charts in a row as two parts', () => {
    expect(splitAtCharts('<p>x</p>')).toEqual([{ kind: 'html', html: '<p>x</p>' }]);
    const figure = '<figure data-docs-chart="{}"><figcaption>c</figcaption></figure>';
    expect(splitAtCharts(figure + figure)).toEqual([
      { kind: 'chart', json: '{}' },
      { kind: 'chart', json: '{}' },
    ]);
  });
});
