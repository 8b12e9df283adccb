import { describe, expect, it } from 'vitest';
import {
  describeRule,
  draftOfRule,
  fieldOfMessage,
  newAlertDraft,
  toPreviewRequest,
  toRuleInput,
  withKind,
} from './alert-form';

const BTC = { class: 'crypto', code: 'BTC', name: 'Bitcoin' };

describe('alert rule drafts', () => {
  it('sends only the parameters of the chosen kind, as numbers', () => {
    const draft = { ...withKind({ ...newAlertDraft(), name: '  Spike  ', asset: BTC }, 'buzz_spike') };
    draft.params = { ...draft.params, factor: '3', window: '20', value: '0.5' };
    const input = toRuleInput(draft);
    expect(input).toMatchObject({
      name: 'Spike',
      target: { type: 'asset', class: 'crypto', code: 'BTC' },
      kind: 'buzz_spike',
      indicator: 'buzz',
      params: { factor: 3, window: 20 },
    });
    // A buzz spike has no direction and no level: sending them would be refused.
    expect(input.params).not.toHaveProperty('value');
    expect(input.params).not.toHaveProperty('direction');
  });

  it('leaves an empty field out, so that the API names the missing parameter', () => {
    const draft = { ...newAlertDraft(), asset: BTC };
    draft.params = { ...draft.params, value: '' };
    expect(toRuleInput(draft).params).toEqual({ direction: 'above' });
  });

  it('turns back to the class sentiment when leaving a buzz spike, and to buzz when choosing one', () => {
    const spike = withKind(newAlertDraft(), 'buzz_spike');
    expect(spike.indicator).toBe('buzz');
    expect(spike.direction).toBe('either');
    const zscore = withKind(spike, 'zscore', 'stockIndexSentiment');
    expect(zscore.indicator).toBe('stockIndexSentiment');
    expect(zscore.params.limit).toBe('2');
  });

  it('targets a group or a watchlist by its id', () => {
    expect(toRuleInput({ ...newAlertDraft(), targetType: 'group', group: 'crypto' }).target).toEqual({
      type: 'group',
      group: 'crypto',
    });
    expect(toRuleInput({ ...newAlertDraft(), targetType: 'watchlist', watchlist: 'w1' }).target).toEqual({
      type: 'watchlist',
      key: 'w1',
    });
  });

  it('sends no expiry when the date is empty and the date when set', () => {
    expect(toRuleInput(newAlertDraft()).expires).toBeNull();
    expect(toRuleInput({ ...newAlertDraft(), expires: '2027-01-31' }).expires).toBe('2027-01-31');
  });

  it('previews nothing until there is an asset, then the draft on it', () => {
    expect(toPreviewRequest(newAlertDraft(), null)).toBeNull();
    expect(toPreviewRequest(newAlertDraft(), BTC)).toEqual({
      asset: { class: 'crypto', code: 'BTC' },
      kind: 'threshold',
      indicator: 'sentiment',
      source: 'News_Social',
      params: { direction: 'above', value: 0.2 },
      cooldownDays: 3,
    });
  });

  it('edits a stored rule with its values as typed text', () => {
    const draft = draftOfRule(
      {
        name: 'Mood',
        target: { type: 'asset', class: 'crypto', code: 'BTC' },
        kind: 'change',
        indicator: 'sentiment',
        source: 'News',
        params: { direction: 'down', amount: 0.15, days: 5 },
        cooldownDays: 3,
        expires: null,
        enabled: false,
      },
      BTC,
    );
    expect(draft).toMatchObject({ asset: BTC, direction: 'down', cooldownDays: '3', expires: '', enabled: false });
    expect(draft.params).toMatchObject({ amount: '0.15', days: '5', value: '' });
    expect(toRuleInput(draft).params).toEqual({ direction: 'down', amount: 0.15, days: 5 });
  });
});

describe('fieldOfMessage', () => {
  it('finds the field an API refusal names', () => {
    expect(fieldOfMessage("Invalid parameter 'params.value': required for a threshold rule")).toBe('value');
    expect(fieldOfMessage("Missing required parameter 'target.code'")).toBe('target');
    expect(fieldOfMessage("Invalid parameter 'name': must not be empty")).toBe('name');
    expect(fieldOfMessage("Invalid parameter 'expires': must not be in the past")).toBe('expires');
    expect(fieldOfMessage("Invalid parameter 'url': address 10.0.0.1 is private")).toBe('url');
    expect(fieldOfMessage("Invalid parameter 'params.direction': must be above or below")).toBe('direction');
  });

  it('gives the whole form a message that names no field of it', () => {
    expect(fieldOfMessage('Data not built yet')).toBe('form');
    expect(fieldOfMessage("Invalid parameter 'something': odd")).toBe('form');
  });
});

describe('describeRule', () => {
  it('says each kind in plain words', () => {
    expect(
      describeRule({ kind: 'threshold', params: { direction: 'below', value: -0.1 }, indicatorName: 'Sentiment' }),
    ).toBe('Sentiment crosses below -0.1');
    expect(describeRule({ kind: 'buzz_spike', params: { factor: 3, window: 20 }, indicatorName: 'Buzz' })).toBe(
      'Buzz ≥ 3 × its 20-day mean',
    );
    expect(describeRule({ kind: 'zscore', params: { limit: 2 }, indicatorName: 'Fear' })).toBe(
      'Fear z-score beyond ±2 over 30 days',
    );
  });
});
