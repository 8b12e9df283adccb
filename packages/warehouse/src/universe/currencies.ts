/**
 * Currencies (cur): majors and emerging-market currencies, each quoted against USD (USD itself against EUR,
 * spec §9 display symbol). Names come from ISO 4217 through the `currency-codes` package; the aliases are the
 * press's everyday names for them.
 */
import currencyCodes from 'currency-codes';

export interface CurrencyFact {
  code: string;
  name: string;
  /** ISO alpha-2 of the issuing country; EU for the euro. */
  country: string;
  aliases: string[];
  /** Weight of the currency in the financial press (simulation input). */
  prominence: number;
}

// [ISO 4217 code, issuing country, everyday names separated by '/']; majors first, then emerging markets.
const ROWS: readonly [string, string, string][] = [
  ['USD', 'US', 'US dollar/greenback/dollar'],
  ['EUR', 'EU', 'euro/single currency'],
  ['JPY', 'JP', 'Japanese yen/yen'],
  ['GBP', 'GB', 'British pound/sterling/pound sterling/cable'],
  ['CHF', 'CH', 'Swiss franc/franc'],
  ['CAD', 'CA', 'Canadian dollar/loonie'],
  ['AUD', 'AU', 'Australian dollar/Aussie dollar/Aussie'],
  ['NZD', 'NZ', 'New Zealand dollar/kiwi dollar'],
  ['CNY', 'CN', 'Chinese yuan/yuan/renminbi'],
  ['HKD', 'HK', 'Hong Kong dollar'],
  ['SEK', 'SE', 'Swedish krona/krona'],
  ['NOK', 'NO', 'Norwegian krone'],
  ['DKK', 'DK', 'Danish krone'],
  ['SGD', 'SG', 'Singapore dollar'],
  ['KRW', 'KR', 'South Korean won/Korean won/won'],
  ['INR', 'IN', 'Indian rupee/rupee'],
  ['MXN', 'MX', 'Mexican peso'],
  ['BRL', 'BR', 'Brazilian real'],
  ['ZAR', 'ZA', 'South African rand/rand'],
  ['RUB', 'RU', 'Russian rouble/Russian ruble/rouble/ruble'],
  ['TRY', 'TR', 'Turkish lira/lira'],
  ['PLN', 'PL', 'Polish zloty/zloty'],
  ['CZK', 'CZ', 'Czech koruna/koruna'],
  ['HUF', 'HU', 'Hungarian forint/forint'],
  ['ILS', 'IL', 'Israeli shekel/shekel'],
  ['TWD', 'TW', 'Taiwan dollar/New Taiwan dollar'],
  ['THB', 'TH', 'Thai baht/baht'],
  ['IDR', 'ID', 'Indonesian rupiah/rupiah'],
  ['MYR', 'MY', 'Malaysian ringgit/ringgit'],
  ['PHP', 'PH', 'Philippine peso'],
  ['VND', 'VN', 'Vietnamese dong/dong'],
  ['SAR', 'SA', 'Saudi riyal/riyal'],
  ['AED', 'AE', 'UAE dirham/dirham'],
  ['ARS', 'AR', 'Argentine peso'],
  ['CLP', 'CL', 'Chilean peso'],
  ['COP', 'CO', 'Colombian peso'],
  ['PEN', 'PE', 'Peruvian sol'],
  ['EGP', 'EG', 'Egyptian pound'],
  ['NGN', 'NG', 'Nigerian naira/naira'],
  ['KES', 'KE', 'Kenyan shilling'],
  ['PKR', 'PK', 'Pakistani rupee'],
  ['KZT', 'KZ', 'Kazakh tenge/tenge'],
  ['UAH', 'UA', 'Ukrainian hryvnia/hryvnia'],
  ['RON', 'RO', 'Romanian leu'],
];

export const CURRENCIES: readonly CurrencyFact[] = ROWS.map(([code, country, aliases], i) => ({
  code,
  name: currencyCodes.code(code)?.currency ?? code,
  country,
  aliases: aliases.split('/'),
  prominence: Math.max(0.1, 1 - i * 0.04),
}));
