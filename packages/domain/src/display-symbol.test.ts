import { describe, expect, it } from 'vitest';
import { getDisplaySymbol } from './display-symbol';

describe('display symbol (spec §9)', () => {
  it('shows the asset code for cryptocurrencies', () => {
    expect(getDisplaySymbol({ id: 'BTC', class: 'crypto', ric: 'BTC=' })).toBe('BTC');
  });

  it('shows currencies against USD, and USD against EUR', () => {
    expect(getDisplaySymbol({ id: 'JPY', class: 'cur' })).toBe('JPY/USD');
    expect(getDisplaySymbol({ id: 'USD', class: 'cur' })).toBe('USD/EUR');
  });

  it('shows the RIC for everything else, or the asset code when there is no RIC', () => {
    expect(getDisplaySymbol({ id: '4295905573', class: 'equ', ric: 'AAPL.O' })).toBe('AAPL.O');
    expect(getDisplaySymbol({ id: 'ALU', class: 'enm', ric: null })).toBe('ALU');
    expect(getDisplaySymbol({ id: 'US', class: 'cou', ric: '' })).toBe('US');
  });
});
