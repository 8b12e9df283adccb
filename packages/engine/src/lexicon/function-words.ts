import type { LexiconSection } from './types';

/** Negators, intensifiers, diminishers, clause breaks, and the tense markers behind futureVsPast. */
export const FUNCTION_SECTIONS: readonly LexiconSection[] = [
  [
    '#neg',
    'a',
    'not, no, never, nor, neither, none, nobody, nothing, cannot, without, hardly, barely, scarcely, no longer, ' +
      'dont, cant, wont, isnt, doesnt, didnt, wasnt, arent, werent, couldnt, wouldnt, shouldnt, hasnt, havent, ' +
      'fail to, fails to, failed to, failing to, lack, lacks, lacked, lacking, lack of, absence of, free of, ' +
      'far from, rather than, instead of, unlikely to, refused to, refuses to, declined to',
  ],
  // Phrases that look negated but are not; the longest match consumes them so that "not" never opens a scope.
  [
    '',
    'a',
    'not only, no doubt, nothing but, not just, no wonder, not to mention, without doubt, without a doubt, ' +
      'no matter, not least, none other than, no less than, not merely',
  ],
  [
    '#int:1.3',
    'a',
    'very, really, truly, quite, much, more, most, far, even, so, too, highly, particularly, especially, notably, ' +
      'markedly, unusually, remarkably, clearly, increasingly, further, all the more',
  ],
  [
    '#int:1.6',
    'a',
    'extremely, deeply, sharply, strongly, significantly, substantially, considerably, dramatically, massively, ' +
      'hugely, incredibly, exceptionally, seriously, severely, totally, completely, utterly, absolutely, steeply, ' +
      'heavily, greatly, vastly, enormously, tremendously, wildly, super, insanely, hugely, immensely, profoundly, ' +
      'drastically, radically, spectacularly, staggeringly, record, historic',
  ],
  [
    '#dim:0.5',
    'a',
    'slightly, marginally, a bit, a little, a touch, a tad, a little bit, barely noticeable, minimally, fractionally, ' +
      'modestly, mildly, somewhat, partly, partially, kind of, sort of, a shade',
  ],
  ['#dim:0.75', 'a', 'fairly, relatively, rather, moderately, reasonably, comparatively, gently, gradually, only'],
  [
    '#clause',
    'a',
    'but, however, yet, whereas, nevertheless, nonetheless, even so, in contrast, on the other hand, meanwhile, ' +
      'still, instead, while, except, unless',
  ],
  // Concessive clauses carry the weaker claim: their terms count half ("Despite strong sales, it lost money").
  ['#clause #concessive', 'a', 'despite, although, though, even though, even if, notwithstanding, in spite of'],
  // Forward-looking markers open a future scope (forecast routing) and count towards futureVsPast.
  [
    '#future futureVsPast',
    'a',
    'will, shall, going to, gonna, expected to, is expected, are expected, expects, expect, expecting, forecast, ' +
      'forecasts, forecasting, projected, projects, projecting, predicts, predicted, predict, predicting, ' +
      'anticipates, anticipate, anticipated, anticipating, plans to, plan to, planning to, aims to, aim to, ' +
      'wo, intends to, intend to, outlook, guidance, next year, next quarter, next week, next month, next season, ' +
      'upcoming, ahead, in the coming months, coming months, coming weeks, coming years, later this year, ' +
      'soon, tomorrow, on track to, set to, poised to, slated to, is seen, are seen, seen as likely, likely to, ' +
      'estimates, estimated, should, future, forward, prospects, targets, targeting, looking ahead, going forward, ' +
      'in the long run, hopes to, hope to, bets on, betting on, would',
  ],
  ['#future futureVsPast uncertainty:0.5', 'a', 'could, might, possibly, potentially, perhaps, maybe, may well'],
  [
    '-futureVsPast',
    'a',
    'was, were, had, did, last year, last quarter, last week, last month, last season, yesterday, ago, ' +
      'previously, earlier this year, earlier this month, earlier this week, formerly, in the past, historically, ' +
      'used to, once again, already, had been, has been, have been, so far, to date, year to date, since then, ' +
      'back then, at the time, recalled, recalls, looked back, hindsight, legacy',
  ],
];

/** Words that never start or end a keyphrase. */
export const STOPWORDS =
  'a about above after again against all also am an and any are as at be because been before being below ' +
  'between both but by can could did do does doing down during each few for from further had has have having he ' +
  'her here hers herself him himself his how i if in into is it its itself just me more most my myself no nor ' +
  'not now of off on once only or other our ours ourselves out over own same she should so some such than that ' +
  'the their theirs them themselves then there these they this those through to too under until up very was we ' +
  'were what when where which while who whom why will with would you your yours yourself yourselves said says ' +
  'say according also its one two three new year years percent per cent mr ms inc corp co ltd plc company ' +
  'companies last first week month day today yesterday time may might must shall us via like get got make made ' +
  'told report reported reports reuters bloomberg news article says just still even much many well back since ' +
  'amid among around upon within across toward towards another every including include includes included';

/** Words that put a short ticker in a financial context (see the matcher's ticker rules). */
export const MARKET_WORDS =
  'share shares stock stocks equity equities ticker tickers traded trades trading trader traders investor ' +
  'investors nasdaq nyse amex lse tsx asx hkex sgx nse bse xetra euronext otc exchange listed listing ipo ' +
  'price prices priced rally rallied rallies fell rose jumped slid dropped gained lost surged plunged tumbled ' +
  'soared sank climbed dipped slumped earnings eps dividend dividends market markets cap buyback upgrade upgraded ' +
  'downgrade downgraded bullish bearish calls puts options futures long short analyst analysts target quarter ' +
  'revenue profit guidance premarket intraday portfolio holdings position buy sell hold';

/** Exchange names that may precede a ticker with a colon: "NASDAQ: AAPL". */
export const EXCHANGE_WORDS =
  'nasdaq nyse amex nysearca nysemkt lse lon tsx tsxv asx hkex hkg sgx nse bse xetra fra euronext epa ams otc ' +
  'otcmkts tse tyo six swx jse krx kospi twse sse szse bmv bovespa b3 moex';
