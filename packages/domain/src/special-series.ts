/**
 * Special series (spec §3): market series drawn beside indicators in charts. They are not indicators and have
 * no source variants. 'Return' is also the word a null query value encodes to (spec §5).
 */
export const SPECIAL_SERIES = [
  { code: 'price', name: 'Price' },
  { code: 'Return', name: 'Price Change' },
  { code: 'bondprice', name: 'Bond Price' },
] as const;
export type SpecialSeries = (typeof SPECIAL_SERIES)[number];
export type SpecialSeriesCode = SpecialSeries['code'];

export function isSpecialSeriesCode(value: unknown): value is SpecialSeriesCode {
  return SPECIAL_SERIES.some((series) => series.code === value);
}

export function getSpecialSeries(code: string): SpecialSeries | undefined {
  return SPECIAL_SERIES.find((series) => series.code === code);
}
