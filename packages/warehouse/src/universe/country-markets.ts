/**
 * Country markets (coumkt): the main stock index and the 10-year sovereign bond of major markets. Index names
 * and their conventional RIC-style codes are public facts; the asset code is the country's ISO alpha-2 code
 * (domain `UniverseAsset`: "ISO alpha-2 for countries and country markets").
 */
export interface CountryMarketFact {
  country: string;
  stockIndex: string;
  /** Conventional short code of the index (the display symbol of a country market is its RIC, spec §9). */
  ric: string;
  /** Other names the press uses for the index. */
  indexAliases: string[];
  bond: string;
}

// [country, index name, index RIC, aliases separated by '/', bond name]
const ROWS: readonly [string, string, string, string, string][] = [
  ['US', 'S&P 500', '.SPX', 'Wall Street/Dow Jones/Nasdaq Composite', 'US 10-Year Treasury'],
  ['GB', 'FTSE 100', '.FTSE', 'Footsie/London stocks', 'UK 10-Year Gilt'],
  ['DE', 'DAX', '.GDAXI', 'DAX 40/Frankfurt stocks', 'German 10-Year Bund'],
  ['FR', 'CAC 40', '.FCHI', 'Paris stocks', 'French 10-Year OAT'],
  ['JP', 'Nikkei 225', '.N225', 'Nikkei/Topix/Tokyo stocks', 'Japan 10-Year JGB'],
  ['CN', 'Shanghai Composite', '.SSEC', 'CSI 300/Shanghai stocks', 'China 10-Year Government Bond'],
  ['HK', 'Hang Seng', '.HSI', 'Hang Seng Index/Hong Kong stocks', 'Hong Kong 10-Year Government Bond'],
  ['IN', 'Nifty 50', '.NSEI', 'Sensex/Nifty/Indian stocks', 'India 10-Year Government Bond'],
  ['CA', 'S&P/TSX Composite', '.GSPTSE', 'TSX/Toronto stocks', 'Canada 10-Year Government Bond'],
  ['AU', 'S&P/ASX 200', '.AXJO', 'ASX 200/Australian stocks', 'Australia 10-Year Government Bond'],
  ['KR', 'KOSPI', '.KS11', 'Korean stocks', 'Korea 10-Year Treasury Bond'],
  ['TW', 'TAIEX', '.TWII', 'Taiwan stocks', 'Taiwan 10-Year Government Bond'],
  ['BR', 'Bovespa', '.BVSP', 'Ibovespa/Brazilian stocks', 'Brazil 10-Year Government Bond'],
  ['MX', 'S&P/BMV IPC', '.MXX', 'IPC/Mexican stocks', 'Mexico 10-Year Mbono'],
  ['IT', 'FTSE MIB', '.FTMIB', 'Milan stocks', 'Italian 10-Year BTP'],
  ['ES', 'IBEX 35', '.IBEX', 'IBEX/Madrid stocks', 'Spanish 10-Year Bono'],
  ['NL', 'AEX', '.AEX', 'Amsterdam stocks', 'Dutch 10-Year Government Bond'],
  ['CH', 'Swiss Market Index', '.SSMI', 'SMI/Zurich stocks', 'Swiss 10-Year Confederation Bond'],
  ['SE', 'OMX Stockholm 30', '.OMXS30', 'OMXS30/Stockholm stocks', 'Swedish 10-Year Government Bond'],
  ['NO', 'OBX', '.OBX', 'Oslo stocks', 'Norwegian 10-Year Government Bond'],
  ['DK', 'OMX Copenhagen 25', '.OMXC25', 'C25/Copenhagen stocks', 'Danish 10-Year Government Bond'],
  ['FI', 'OMX Helsinki 25', '.OMXH25', 'Helsinki stocks', 'Finnish 10-Year Government Bond'],
  ['BE', 'BEL 20', '.BFX', 'Brussels stocks', 'Belgian 10-Year OLO'],
  ['AT', 'ATX', '.ATX', 'Vienna stocks', 'Austrian 10-Year Government Bond'],
  ['IE', 'ISEQ 20', '.ISEQ20', 'Dublin stocks', 'Irish 10-Year Government Bond'],
  ['PT', 'PSI', '.PSI20', 'Lisbon stocks', 'Portuguese 10-Year Government Bond'],
  ['GR', 'Athens General Composite', '.ATG', 'Athens stocks', 'Greek 10-Year Government Bond'],
  ['PL', 'WIG20', '.WIG20', 'Warsaw stocks', 'Polish 10-Year Government Bond'],
  ['TR', 'BIST 100', '.XU100', 'Borsa Istanbul/Turkish stocks', 'Turkish 10-Year Government Bond'],
  ['RU', 'MOEX Russia Index', '.IMOEX', 'MOEX/Russian stocks', 'Russian 10-Year OFZ'],
  ['ZA', 'FTSE/JSE Top 40', '.JTOPI', 'JSE/South African stocks', 'South Africa 10-Year Government Bond'],
  ['SA', 'Tadawul All Share', '.TASI', 'TASI/Saudi stocks', 'Saudi 10-Year Government Bond'],
  ['AE', 'ADX General', '.ADI', 'Abu Dhabi stocks', 'UAE 10-Year Government Bond'],
  ['IL', 'TA-35', '.TA35', 'Tel Aviv stocks', 'Israel 10-Year Government Bond'],
  ['SG', 'Straits Times Index', '.STI', 'STI/Singapore stocks', 'Singapore 10-Year Government Bond'],
  ['ID', 'Jakarta Composite', '.JKSE', 'IDX Composite/Indonesian stocks', 'Indonesia 10-Year Government Bond'],
  ['MY', 'FTSE Bursa Malaysia KLCI', '.KLSE', 'KLCI/Malaysian stocks', 'Malaysia 10-Year Government Bond'],
  ['TH', 'SET Index', '.SETI', 'Thai stocks', 'Thailand 10-Year Government Bond'],
  ['PH', 'PSEi', '.PSI', 'Philippine stocks', 'Philippines 10-Year Government Bond'],
  ['VN', 'VN-Index', '.VNI', 'Vietnamese stocks', 'Vietnam 10-Year Government Bond'],
  ['NZ', 'S&P/NZX 50', '.NZ50', 'NZX 50/New Zealand stocks', 'New Zealand 10-Year Government Bond'],
  ['AR', 'S&P Merval', '.MERV', 'Merval/Argentine stocks', 'Argentina 10-Year Government Bond'],
  ['CL', 'S&P IPSA', '.IPSA', 'IPSA/Chilean stocks', 'Chile 10-Year Government Bond'],
  ['CO', 'MSCI COLCAP', '.COLCAP', 'COLCAP/Colombian stocks', 'Colombia 10-Year Government Bond'],
  ['PE', 'S&P/BVL Peru General', '.SPBLPGPT', 'Lima stocks', 'Peru 10-Year Government Bond'],
  ['EG', 'EGX 30', '.EGX30', 'Egyptian stocks', 'Egypt 10-Year Government Bond'],
  ['NG', 'NGX All-Share', '.NGSEINDX', 'Nigerian stocks', 'Nigeria 10-Year Government Bond'],
  ['PK', 'KSE 100', '.KSE', 'Karachi stocks', 'Pakistan 10-Year Government Bond'],
  ['CZ', 'PX Index', '.PX', 'Prague stocks', 'Czech 10-Year Government Bond'],
  ['HU', 'BUX', '.BUX', 'Budapest stocks', 'Hungarian 10-Year Government Bond'],
];

export const COUNTRY_MARKETS: readonly CountryMarketFact[] = ROWS.map(([country, stockIndex, ric, aliases, bond]) => ({
  country,
  stockIndex,
  ric,
  indexAliases: aliases.split('/'),
  bond,
}));
