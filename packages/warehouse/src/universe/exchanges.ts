/**
 * RIC exchange suffixes and the country of each exchange (public convention), used to derive a company's
 * exchange country from its RIC and to give a synthetic company a plausible RIC for its home market.
 */
export const EXCHANGE_COUNTRY_OF_SUFFIX: Readonly<Record<string, string>> = {
  O: 'US',
  N: 'US',
  TO: 'CA',
  SA: 'BR',
  MX: 'MX',
  SN: 'CL',
  BA: 'AR',
  DE: 'DE',
  AS: 'NL',
  PA: 'FR',
  HE: 'FI',
  ST: 'SE',
  L: 'GB',
  MC: 'ES',
  MI: 'IT',
  S: 'CH',
  OL: 'NO',
  CO: 'DK',
  BR: 'BE',
  VI: 'AT',
  WA: 'PL',
  I: 'IE',
  LS: 'PT',
  AT: 'GR',
  T: 'JP',
  HK: 'HK',
  SS: 'CN',
  SZ: 'CN',
  KS: 'KR',
  TW: 'TW',
  NS: 'IN',
  AX: 'AU',
  SI: 'SG',
  KL: 'MY',
  JK: 'ID',
  BK: 'TH',
  PS: 'PH',
  NZ: 'NZ',
  HM: 'VN',
  SE: 'SA',
  AD: 'AE',
  DU: 'AE',
  QA: 'QA',
  TA: 'IL',
  J: 'ZA',
  IS: 'TR',
  CA: 'EG',
  MM: 'RU',
};

const SUFFIX_OF_COUNTRY = new Map<string, string>();
for (const [suffix, country] of Object.entries(EXCHANGE_COUNTRY_OF_SUFFIX)) {
  if (!SUFFIX_OF_COUNTRY.has(country)) SUFFIX_OF_COUNTRY.set(country, suffix);
}

/** The exchange country of a RIC ('AAPL.O' -> 'US'); undefined for an unknown suffix. */
export function exchangeCountryOfRic(ric: string): string | undefined {
  const dot = ric.lastIndexOf('.');
  return dot < 0 ? undefined : EXCHANGE_COUNTRY_OF_SUFFIX[ric.slice(dot + 1)];
}

/** The RIC suffix of a country's main exchange; undefined for a country without one in the table. */
export function ricSuffixOfCountry(country: string): string | undefined {
  return SUFFIX_OF_COUNTRY.get(country);
}
