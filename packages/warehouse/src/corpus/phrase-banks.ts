/**
 * Phrase banks of the simulated corpus, written by us. Each bank has a positive and a negative side so that the
 * latent mood of an asset decides the tone; the vocabulary is the everyday language of financial news and social
 * media, which is what the engine's lexicons score (price moves, positioning, earnings, layoffs, litigation,
 * macro themes, commodity supply, ESG controversies, emotions). `{A}` is the asset's name, `{B}` a second asset.
 */
export interface ToneBank {
  positive: readonly string[];
  negative: readonly string[];
}

export const HEADLINES: Readonly<Record<string, ToneBank>> = {
  company: {
    positive: [
      '{A} shares surge after strong quarterly results',
      '{A} stock rallies as analysts upgrade the shares',
      '{A} climbs to a record high on upbeat outlook',
      '{A} beats expectations and raises guidance',
      'Investors pile into {A} after bullish forecast',
      '{A} jumps as revenue growth accelerates',
    ],
    negative: [
      '{A} shares plunge after disappointing earnings',
      '{A} stock tumbles as analysts downgrade the shares',
      '{A} slides to a 52-week low amid growing concerns',
      '{A} misses estimates and cuts its outlook',
      'Investors dump {A} after weak guidance',
      '{A} falls as sales decline for a third quarter',
    ],
  },
  country: {
    positive: [
      '{A} economy grows faster than expected',
      '{A} inflation eases as central bank signals stability',
      'Unemployment in {A} falls to a multi-year low',
      '{A} consumer confidence rises on strong jobs data',
    ],
    negative: [
      '{A} economy contracts as recession fears grow',
      'Inflation in {A} surges, raising fears of rate hikes',
      'Protests spread across {A} amid political crisis',
      '{A} faces debt default worries as deficit widens',
    ],
  },
  countryMarket: {
    positive: ['{A} stocks rally to a record high', '{A} bonds gain as yields fall', 'Buyers return to {A} equities'],
    negative: ['{A} stocks slump in broad selloff', '{A} bonds sell off as yields jump', 'Investors flee {A} equities'],
  },
  currency: {
    positive: [
      '{A} strengthens against the dollar',
      '{A} rallies as carry trade demand grows',
      '{A} climbs on strong momentum',
    ],
    negative: [
      '{A} weakens to a record low',
      '{A} slides as central bank intervention fails',
      'Pressure mounts on the {A} peg',
    ],
  },
  crypto: {
    positive: ['{A} soars as buyers return', '{A} rallies to a new high', '{A} jumps after ETF approval hopes'],
    negative: [
      '{A} crashes as exchange hack rattles traders',
      '{A} plunges in crypto selloff',
      '{A} sinks amid regulatory crackdown',
    ],
  },
  commodity: {
    positive: [
      '{A} prices climb on strong demand',
      '{A} rallies as supply tightens',
      '{A} futures jump on production cuts',
    ],
    negative: ['{A} prices fall on supply glut', '{A} slides as demand weakens', '{A} futures drop as output rises'],
  },
  group: {
    positive: ['{A} rally as investors rotate into the sector', '{A} gain on upbeat earnings season'],
    negative: ['{A} slump as investors flee the sector', '{A} fall on recession fears'],
  },
};

export const BODY: Readonly<Record<string, ToneBank>> = {
  company: {
    positive: [
      'Shares of {A} rose sharply in early trading.',
      'Analysts raised their price target and reiterated a buy rating on {A}.',
      'Management said demand remains strong and expects revenue to grow next year.',
      '{A} announced a higher dividend and a new share buyback.',
      'The company reported record profit and margins improved.',
      'Customers praised the new product and sales beat expectations.',
      '{A} agreed a strategic partnership with {B}.',
      'Insiders bought shares, a sign of confidence in the turnaround.',
      'Traders are optimistic that the rally will continue.',
    ],
    negative: [
      'Shares of {A} fell sharply in early trading.',
      'Analysts cut their price target and downgraded {A} to sell.',
      'Management warned that demand is weakening and expects revenue to decline.',
      '{A} suspended its dividend to preserve cash.',
      'The company reported a loss and margins deteriorated.',
      'Customers complained about the product and sales missed expectations.',
      'Investors fear that the debt load could lead to a default.',
      'Short sellers increased their bets against {A}.',
      'The uncertainty has left traders nervous and angry.',
    ],
  },
  country: {
    positive: [
      'Economists said growth in {A} was driven by strong exports and rising investment.',
      'The central bank kept interest rates steady and said inflation is under control.',
      'Job creation accelerated and wages rose.',
      'The government said the budget deficit narrowed.',
    ],
    negative: [
      'Economists warned that {A} could slip into recession.',
      'The central bank raised interest rates to fight soaring inflation.',
      'Unemployment rose and consumer spending fell.',
      'Thousands of protesters clashed with police over corruption.',
      'Officials fear that floods and a heatwave will hurt the harvest.',
    ],
  },
  countryMarket: {
    positive: ['Stocks in {A} rallied and bond yields fell.', 'Foreign investors bought equities in {A}.'],
    negative: ['Stocks in {A} tumbled and bond yields spiked.', 'Foreign investors sold equities in {A}.'],
  },
  currency: {
    positive: ['The {A} gained as traders bought the currency.', 'Momentum traders added long positions in the {A}.'],
    negative: ['The {A} weakened as traders sold the currency.', 'Speculators bet the {A} peg would break.'],
  },
  crypto: {
    positive: ['{A} buyers are bullish, saying it is going to the moon.', 'Inflows into {A} funds hit a record.'],
    negative: [
      '{A} holders panicked after the hack.',
      'Regulators warned that {A} is a bubble and traders fear losses.',
    ],
  },
  commodity: {
    positive: [
      'Demand for {A} outstripped supply as inventories fell.',
      'Producers cut output, tightening the {A} market.',
      'Traders expect {A} prices to rise further.',
    ],
    negative: [
      'A supply glut weighed on {A} as inventories rose.',
      'Producers raised output and demand for {A} slowed.',
      'A mine accident and new regulation disrupted the {A} market.',
    ],
  },
  group: {
    positive: ['Investors bought {A} on hopes of stronger growth.'],
    negative: ['Investors sold {A} as risk appetite faded.'],
  },
};

/**
 * Sentences that name an asset without taking a side: they carry buzz but no tone, so that a story reads as a
 * mix of fact and opinion and one story never decides a day at exactly +1 or -1.
 */
export const NEUTRAL: Readonly<Record<string, readonly string[]>> = {
  company: [
    '{A} will report quarterly earnings on Thursday, after the market closes.',
    'Analysts expect {A} to report revenue in line with the consensus.',
    'Trading volume in {A} was above average, exchange data showed.',
    '{A} said it will open a new factory.',
    '{A} management will present at an investor conference.',
    '{A} is scheduled to report quarterly revenue and earnings next month.',
  ],
  country: [
    '{A} will publish inflation and jobs data next week.',
    'The central bank of {A} held interest rates.',
    "{A}'s economy was little changed.",
  ],
  countryMarket: ['Trading volume in {A} was above average.', '{A} was little changed.'],
  currency: ['Trading volume in the {A} was above average.', 'The {A} was little changed.'],
  crypto: ['Trading volume in {A} was above average.', '{A} was little changed.'],
  commodity: ['Trading volume in {A} futures was above average.', '{A} futures were little changed.'],
  group: ['Trading volume in {A} was above average.'],
};

/** The neutral line of a social post (see NEUTRAL). */
export const SOCIAL_NEUTRAL: readonly string[] = [
  'Watching {A} volume today, earnings next week.',
  '{A} earnings next week, watching the chart.',
  'Watching {A} volume today.',
];

/**
 * One line per asset of a market roundup (a sector's movers, the FX or crypto wrap): a move that follows the
 * asset's mood, then a neutral clause, so that the line is about the asset and never reads as exactly +1 or -1.
 */
export const ROUNDUP: Readonly<
  Record<string, ToneBank & { mild: ToneBank; flat: readonly string[]; context: readonly string[] }>
> = {
  company: {
    positive: ['{A} gained ground', '{A} rallied'],
    negative: ['{A} lost ground', '{A} slumped'],
    mild: { positive: ['{A} edged higher'], negative: ['{A} edged lower'] },
    flat: ['{A} was little changed'],
    context: [
      ' as trading volume was above average ahead of its earnings report.',
      ' ahead of its earnings report as trading volume was above average.',
    ],
  },
  country: {
    positive: ["{A}'s economy grew"],
    negative: ["{A}'s economy contracted"],
    mild: { positive: ["{A}'s outlook improved"], negative: ["{A}'s outlook worsened"] },
    flat: ["{A}'s economy was little changed"],
    context: ['; the central bank held interest rates and will publish inflation data next week.'],
  },
  countryMarket: {
    positive: ['The {A} gained ground'],
    negative: ['The {A} lost ground'],
    mild: { positive: ['The {A} edged higher'], negative: ['The {A} edged lower'] },
    flat: ['The {A} was little changed'],
    context: [' as trading volume was above average ahead of the central bank decision.'],
  },
  currency: {
    positive: ['The {A} gained ground', 'The {A} strengthened'],
    negative: ['The {A} lost ground', 'The {A} weakened'],
    mild: { positive: ['The {A} edged higher'], negative: ['The {A} edged lower'] },
    flat: ['The {A} was little changed'],
    context: [' as trading volume was above average ahead of the central bank decision.'],
  },
  crypto: {
    positive: ['{A} gained ground', '{A} rallied'],
    negative: ['{A} lost ground', '{A} slumped'],
    mild: { positive: ['{A} edged higher'], negative: ['{A} edged lower'] },
    flat: ['{A} was little changed'],
    context: [' as trading volume was above average ahead of the central bank decision.'],
  },
  commodity: {
    positive: ['{A} futures gained ground'],
    negative: ['{A} futures lost ground'],
    mild: { positive: ['{A} futures edged higher'], negative: ['{A} futures edged lower'] },
    flat: ['{A} futures were little changed'],
    context: [' as trading volume was above average ahead of the central bank decision.'],
  },
  group: {
    positive: ['{A} gained ground'],
    negative: ['{A} lost ground'],
    mild: { positive: ['{A} edged higher'], negative: ['{A} edged lower'] },
    flat: ['{A} was little changed'],
    context: [' as trading volume was above average ahead of the central bank decision.'],
  },
};

/** Event stories (issue #3: earnings, mergers, layoffs, lawsuits, ESG controversies, macro releases). */
export const EVENTS: Readonly<
  Record<string, { classes: readonly string[]; tone: number; headlines: readonly string[]; body: readonly string[] }>
> = {
  earningsBeat: {
    classes: ['equ'],
    tone: 0.7,
    headlines: ['{A} earnings beat estimates as profit jumps', '{A} posts record quarterly revenue'],
    body: [
      '{A} reported earnings well above analyst expectations.',
      'Revenue grew strongly, and the company raised its forecast.',
    ],
  },
  earningsMiss: {
    classes: ['equ'],
    tone: -0.7,
    headlines: ['{A} earnings miss estimates as profit falls', '{A} issues profit warning'],
    body: ['{A} reported earnings below analyst expectations.', 'Revenue declined, and the company cut its forecast.'],
  },
  merger: {
    classes: ['equ'],
    tone: 0.3,
    headlines: ['{A} agrees to acquire {B} in multibillion-dollar deal', '{A} in merger talks with {B}'],
    body: ['The acquisition would create a larger company with combined revenue.', 'Shareholders welcomed the merger.'],
  },
  layoffs: {
    classes: ['equ'],
    tone: -0.5,
    headlines: ['{A} to cut thousands of jobs', '{A} announces layoffs amid restructuring'],
    body: [
      '{A} said it would lay off workers as part of a restructuring.',
      'Unions criticised the job cuts and threatened a strike.',
    ],
  },
  lawsuit: {
    classes: ['equ'],
    tone: -0.6,
    headlines: ['{A} sued over alleged fraud', '{A} faces class action lawsuit'],
    body: [
      'Plaintiffs accuse {A} of misleading investors.',
      'Regulators opened an investigation and the company could face fines.',
    ],
  },
  esgControversy: {
    classes: ['equ'],
    tone: -0.7,
    headlines: ['{A} accused of pollution and labor abuses', '{A} faces backlash over emissions scandal'],
    body: [
      'Activists accused {A} of polluting rivers and violating human rights.',
      'The controversy over carbon emissions and child labor in the supply chain grew.',
    ],
  },
  cyberAttack: {
    classes: ['equ'],
    tone: -0.6,
    headlines: ['{A} hit by cyberattack and data breach'],
    body: ['Hackers stole customer data in a ransomware attack on {A}.'],
  },
  macroRelease: {
    classes: ['cou'],
    tone: 0,
    headlines: ['{A} releases inflation and jobs data', '{A} central bank decision due'],
    body: [
      'Inflation data and the unemployment rate were released.',
      'The central bank decision on interest rates is closely watched.',
    ],
  },
  supplyShock: {
    classes: ['agr', 'enm'],
    tone: 0.4,
    headlines: ['{A} supply disrupted by drought and strikes', 'OPEC cuts output, lifting {A}'],
    body: ['Production fell sharply and inventories dropped.', 'Traders expect a shortage of {A}.'],
  },
  hack: {
    classes: ['crypto'],
    tone: -0.8,
    headlines: ['{A} exchange hacked, millions stolen'],
    body: ['Hackers stole tokens worth millions and the exchange halted withdrawals.'],
  },
};

export const SOCIAL: ToneBank = {
  positive: [
    '{A} looking strong today, loading up more 🚀',
    'Just bought more {A}. Bullish!',
    'Love what {A} is doing, long and strong',
    '{A} breaking out, great momentum',
  ],
  negative: [
    '{A} is a disaster, selling everything',
    'Shorting {A}, this is going down hard',
    'Hate how {A} keeps falling, so frustrated',
    '{A} looks terrible, scared of more losses',
  ],
};

export const NEWS_OUTLETS = [
  'Global Markets Wire',
  'Daily Finance Post',
  'Exchange Ledger',
  'Capital Street Journal',
  'Market Pulse News',
  'Business Telegraph',
  'The Economic Observer',
  'Asia Markets Review',
  'Euro Business Daily',
  'Commodity Watch',
] as const;
export const SOCIAL_PLATFORMS = ['Chatter', 'StockTalk', 'CoinForum', 'InvestorBoard'] as const;
