import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TryIt, type TryItParameter } from './try-it';

const PARAMETERS: TryItParameter[] = [
  { name: 'asset_class', in: 'path', required: true, enumValues: [], example: 'equ', type: 'string' },
  { name: 'format', in: 'query', required: false, enumValues: ['json', 'csv'], example: undefined, type: 'string' },
];

describe('TryIt', () => {
  // Hydration set a field changed before the script ran back to its example (a csv format chosen then was not
  // sent): as drawn on the server, nothing of the form can be changed or sent.
  it('draws its fields and buttons disabled until the page script runs', () => {
    const html = renderToStaticMarkup(<TryIt method="GET" path="/rma/v4/{asset_class}/info" parameters={PARAMETERS} />);
    expect(html).toMatch(/<fieldset disabled=""[^>]*>/);
    expect(html).toContain('<legend class="sr-only">Parameters</legend>');
    expect(html).toMatch(/<select[^>]*>.*<option value="csv">csv<\/option>/);
    for (const name of ['Send request', 'Reset to examples']) {
      expect(html).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*>(?:(?!</button>).)*${name}`));
    }
  });
});
