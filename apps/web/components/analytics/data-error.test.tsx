import { MESSAGES } from '@moodwire/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataError, isPermissionRefusal } from './data-error';

/** A failed call's thrown body as fetch-json.ts makes it: the JSON body with a non-enumerable status. */
function failure(status: number, body: Record<string, unknown>) {
  return Object.defineProperty({ ...body }, 'status', { value: status, enumerable: false });
}

const ESG_REFUSAL = failure(403, {
  error: 'Permission required',
  message: "Your account has no esg data permission for the asset class 'equcor' (Companies (ESG Core)).",
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('DataError', () => {
  it("shows a permission refusal as 'Permission required' with the server's reason", () => {
    const html = renderToStaticMarkup(<DataError error={ESG_REFUSAL} />);
    expect(html).toContain('data-access-denied="permission"');
    expect(text(html)).toBe(
      "Permission required Your account has no esg data permission for the asset class 'equcor' (Companies (ESG Core)).",
    );
  });

  it('shows a refusal without a reason by its title alone', () => {
    const html = renderToStaticMarkup(<DataError error={failure(403, { error: 'Permission required' })} />);
    expect(text(html)).toBe('Permission required');
  });

  it('keeps the text of other refusals and failures (spec §8 error display)', () => {
    const expired = failure(403, { error: 'This account has expired' });
    expect(isPermissionRefusal(expired)).toBe(false);
    expect(renderToStaticMarkup(<DataError error={expired} />)).not.toContain('data-access-denied');
    expect(text(renderToStaticMarkup(<DataError error={failure(500, {})} />))).toBe(MESSAGES.defaultError);
    // A 'Permission required' body without the 403 status is not a refusal of this call.
    expect(isPermissionRefusal({ error: 'Permission required' })).toBe(false);
  });
});
