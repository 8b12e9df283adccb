import type { LexiconSection } from './types';

/** Market talk (price, positioning, valuation, risk) and company topics (anchor facts §1). */
export const MARKET_COMPANY_SECTIONS: readonly LexiconSection[] = [
  // ---- price direction (derived at run time: priceUp / priceDown; priceForecast in a future scope)
  [
    'priceDirection sentiment:0.6',
    'v',
    'rise|rises|rose|risen|rising, climb, gain, jump, surge=1.4, soar=1.5, rally=1.3, rebound, advance, ' +
      'spike=1.2, skyrocket=1.8, rocket=1.5, leap|leaps|leapt|leapt|leaping=1.2, edge up|edges up|edged up|edged up|edging up=0.5, ' +
      'tick up|ticks up|ticked up|ticked up|ticking up=0.5, inch up|inches up|inched up|inched up|inching up=0.5, ' +
      'shoot up|shoots up|shot up|shot up|shooting up=1.4, bounce, recover, firm=0.6, appreciate, outpace, ' +
      'moon=1.2, rip|rips|ripped|ripped|ripping, break out|breaks out|broke out|broken out|breaking out, ' +
      'hit a record|hits a record|hit a record|hit a record|hitting a record=1.4, pop=0.8, zoom',
  ],
  [
    'priceDirection sentiment:0.6',
    'a',
    'higher, up=0.5, upward, upwards, uptrend, upbeat trading, rallying, soaring, surging, bid up, green=0.5, ' +
      'in the green, all-time high=1.4, record high=1.4, 52-week high=1.2, new high, new highs, fresh high, ' +
      'multi-year high, gapped up, gap up, to the moon=1.4, 📈',
  ],
  [
    'priceDirection sentiment:0.6',
    'n',
    'rally=1.3, rise, gain, jump, surge=1.4, upswing, uptick, rebound, recovery, spike, advance, price increase, appreciation, bull run=1.4, breakout, melt-up',
  ],
  [
    '-priceDirection -sentiment:0.6',
    'v',
    'fall|falls|fell|fallen|falling, drop, decline, slide|slides|slid|slid|sliding, sink|sinks|sank|sunk|sinking, ' +
      'tumble=1.3, plunge=1.5, plummet=1.6, slump=1.3, dive=1.3, tank=1.4, crater=1.6, crash=1.7, collapse=1.6, ' +
      'dip=0.7, retreat, ease=0.5, slip=0.7, lose|loses|lost|lost|losing, shed|sheds|shed|shed|shedding, ' +
      'edge down|edges down|edged down|edged down|edging down=0.5, tick down|ticks down|ticked down|ticked down|ticking down=0.5, ' +
      'inch down|inches down|inched down|inched down|inching down=0.5, nosedive=1.6, nose-dive=1.6, ' +
      'sell off|sells off|sold off|sold off|selling off=1.2, depreciate, weaken, erase, wipe out|wipes out|wiped out|wiped out|wiping out=1.5, ' +
      'hit a low|hits a low|hit a low|hit a low|hitting a low, give up|gives up|gave up|given up|giving up, ' +
      'pull back|pulls back|pulled back|pulled back|pulling back=0.7, underperform',
  ],
  [
    '-priceDirection -sentiment:0.6',
    'a',
    'lower, down=0.5, downward, downwards, downtrend, falling, sliding, sinking, tumbling, plunging, red=0.4, ' +
      'in the red, 52-week low=1.2, record low=1.4, multi-year low, new low, new lows, fresh low, gapped down, ' +
      'gap down, under water, underwater, 📉',
  ],
  [
    '-priceDirection -sentiment:0.6',
    'n',
    'fall, drop, decline, slide, plunge=1.5, slump=1.3, selloff=1.3, sell-off=1.3, crash=1.7, downswing, downtick, dip=0.7, correction, bear market=1.3, rout=1.5, price cut, depreciation, bloodbath=1.6, capitulation',
  ],
  // ---- momentum (currency talk especially)
  [
    'priceMomentum',
    'a',
    'momentum, trending, trend-following, extended rally, winning streak, streak of gains, higher highs, continued gains, gathering pace, accelerating gains, strong momentum, upside momentum, bullish momentum',
  ],
  [
    '-priceMomentum',
    'a',
    'losing momentum, momentum fades, momentum faded, trend reversal, reversal, mean reversion, choppy, range-bound, rangebound, sideways, stalled rally, fading rally, losing steam, running out of steam, consolidation, consolidating',
  ],
  // ---- long vs short (buying vs selling talk)
  [
    'longShort sentiment:0.5',
    'v',
    'buy|buys|bought|bought|buying, accumulate, add to|adds to|added to|added to|adding to, load up|loads up|loaded up|loaded up|loading up, ' +
      'go long|goes long|went long|gone long|going long, scoop up|scoops up|scooped up|scooped up|scooping up, snap up|snaps up|snapped up|snapped up|snapping up, ' +
      'pile into|piles into|piled into|piled into|piling into, increase stake|increases stake|increased stake|increased stake|increasing stake, buy the dip|buys the dip|bought the dip|bought the dip|buying the dip',
  ],
  [
    'longShort sentiment:0.5',
    'a',
    'long position, long positions, net long, overweight, buyers, buying spree, buying pressure, inflows, bought shares, bid, bullish bets, call options, calls, buy rating, strong buy, 💎🙌, hodl, diamond hands',
  ],
  [
    '-longShort -sentiment:0.5',
    'v',
    'sell|sells|sold|sold|selling, dump, unload, offload, short, exit, trim, liquidate, bail out|bails out|bailed out|bailed out|bailing out, ' +
      'take profits|takes profits|took profits|taken profits|taking profits, cut stake|cuts stake|cut stake|cut stake|cutting stake, reduce stake|reduces stake|reduced stake|reduced stake|reducing stake',
  ],
  [
    '-longShort -sentiment:0.5',
    'a',
    'short position, short positions, net short, underweight, sellers, selling pressure, outflows, short interest, short sellers, short seller, bearish bets, put options, puts, sell rating, strong sell, paper hands, fire sale',
  ],
  // ---- market risk (risk-on / bubble vs risk-off)
  [
    'marketRisk',
    'a',
    'risk-on, risk on, risk appetite, bubble, frothy, froth, euphoria, speculative frenzy, mania, irrational exuberance, overheated, overheating, fomo, yolo, animal spirits, complacency, leverage=0.6, margin debt, melt-up',
  ],
  [
    '-marketRisk',
    'a',
    'risk-off, risk off, risk aversion, flight to safety, safe haven, safe-haven, de-risking, derisking, deleveraging, hedging=0.6, defensive, capital preservation, cash on the sidelines, sell everything',
  ],
  // ---- top vs bottom calls
  [
    'topVsBottom',
    'a',
    'topping, topped out, top is in, peak, peaked, peaking, near the top, market top, double top, blow-off top, overbought, exhausted rally, ceiling, resistance',
  ],
  [
    '-topVsBottom',
    'a',
    'bottom, bottomed, bottoming, bottomed out, bottom is in, trough, troughed, near the bottom, market bottom, double bottom, oversold, floor, support level, capitulation',
  ],
  // ---- over vs under valued
  [
    'overvaluedVsUndervalued -sentiment:0.3',
    'a',
    'overvalued, overpriced, expensive, pricey, rich valuation, stretched valuation, frothy valuation, overextended, inflated, overbought, too expensive, sky-high valuation, premium valuation',
  ],
  [
    '-overvaluedVsUndervalued sentiment:0.3',
    'a',
    'undervalued, underpriced, cheap, bargain, bargains, discount, discounted, attractive valuation, value play, deep value, oversold, inexpensive, low valuation, trades at a discount, margin of safety',
  ],
  // ---- volatility
  [
    'volatility -sentiment:0.3',
    'a',
    'volatile, swings, swung wildly, swinging wildly, swing, whipsaw, whipsawed, choppy, turbulent, turbulence, erratic, wild ride, rollercoaster, roller coaster, gyrations, fluctuation, fluctuations, fluctuate, fluctuated, seesaw, jittery trading, vix, wild swings, price swings, shakeout',
  ],
  // ---- analyst ratings
  [
    'analystRating sentiment:0.6',
    'v',
    'upgrade, raise target|raises target|raised target|raised target|raising target, raise price target|raises price target|raised price target|raised price target|raising price target, reiterate buy|reiterates buy|reiterated buy|reiterated buy|reiterating buy, initiate with buy|initiates with buy|initiated with buy|initiated with buy|initiating with buy',
  ],
  [
    'analystRating sentiment:0.6',
    'a',
    'raised its price target, raises its price target, raised its target, upgrade, upgrades, upgraded, outperform rating, buy rating, overweight rating, price target raised, target raised, top pick, conviction buy, strong buy rating, analyst upgrade',
  ],
  [
    '-analystRating -sentiment:0.6',
    'v',
    'downgrade, cut target|cuts target|cut target|cut target|cutting target, lower target|lowers target|lowered target|lowered target|lowering target, cut price target|cuts price target|cut price target|cut price target|cutting price target',
  ],
  [
    '-analystRating -sentiment:0.6',
    'a',
    'cut its price target, cuts its price target, lowered its price target, lowers its price target, cut its target, downgrade, downgrades, downgraded, underperform rating, sell rating, underweight rating, price target cut, target cut, price target lowered, analyst downgrade',
  ],
  // ---- earnings
  [
    'earningsDirection sentiment',
    'a',
    'blew past estimates=1.5, blow past estimates=1.5, crushed estimates=1.5, smashed estimates=1.5, earnings beat=1.4, beat estimates=1.4, beat expectations=1.4, topped estimates=1.4, topped expectations, ' +
      'profit rose, profit jumped, profit surged, profits rose, earnings rose, earnings grew, earnings growth, ' +
      'profit growth, higher profit, record earnings=1.6, record profit=1.6, strong earnings, solid earnings, ' +
      'eps beat, earnings surprise, net income rose, margin expansion, margins expanded, returned to profit, ' +
      'swung to a profit, back in the black, profitability improved',
  ],
  [
    '-earningsDirection -sentiment',
    'a',
    'earnings miss=1.4, missed estimates=1.4, missed expectations=1.4, fell short of estimates=1.4, ' +
      'profit fell, profit dropped, profit plunged, profits fell, earnings fell, earnings declined, lower profit, ' +
      'profit decline, net loss, quarterly loss, wider loss, widening loss, loss widened, swung to a loss, ' +
      'margin compression, margins shrank, margin squeeze, weak earnings, eps miss, in the red, ' +
      'profit warning=1.6, profit warnings=1.6, earnings warning=1.5, earnings decline, earnings slump',
  ],
  [
    'earningsForecast sentiment',
    'a',
    'raised its guidance=1.5, raises its guidance=1.5, raised its full-year guidance=1.5, raised its outlook, raises its outlook, lifted its outlook, raised guidance=1.5, raises guidance=1.5, raise guidance, guidance raised, lifted guidance, boosts outlook, raised outlook, raised its forecast, raises forecast, upbeat guidance, strong guidance, guided higher, earnings upgrade',
  ],
  [
    '-earningsForecast -sentiment',
    'a',
    'cut its guidance=1.5, cuts its guidance=1.5, cut its full-year guidance=1.5, lowered its guidance=1.5, lowers its guidance, cut its outlook, lowered its outlook, cut guidance=1.5, cuts guidance=1.5, lowered guidance=1.5, lowers guidance, guidance cut, slashed guidance, weak guidance, soft guidance, lowered outlook, cut its forecast, cuts forecast, guided lower, earnings downgrade',
  ],
  // ---- revenue
  [
    'revenueDirection sentiment',
    'a',
    'revenue rose, revenue grew, revenue jumped, revenue surged, sales rose, sales grew, sales jumped, sales surged, revenue growth, sales growth, top-line growth, higher revenue, higher sales, record revenue=1.5, record sales=1.5, strong sales, robust sales, booming sales, revenue beat, sales beat',
  ],
  [
    '-revenueDirection -sentiment',
    'a',
    'revenue fell, revenue declined, revenue dropped, sales fell, sales declined, sales dropped, sales slumped, revenue decline, sales decline, lower revenue, lower sales, weak sales, slowing sales, revenue miss, sales miss, shrinking sales, falling sales',
  ],
  [
    'revenueForecast sentiment',
    'a',
    'raised sales forecast, raised revenue forecast, revenue guidance raised, sales outlook raised, expects higher sales, expects revenue growth',
  ],
  [
    '-revenueForecast -sentiment',
    'a',
    'cut sales forecast, cut revenue forecast, revenue guidance cut, sales outlook cut, expects lower sales, expects revenue decline',
  ],
  // ---- dividends (bipolar: raise vs cut)
  [
    'dividends sentiment:0.6',
    'a',
    'raised its dividend, raises its dividend, hiked its dividend, boosted its dividend, increased its dividend, dividend increase, raised dividend, raises dividend, dividend hike, hiked dividend, special dividend, higher dividend, dividend growth, boosted dividend, resumed dividend, reinstated dividend, buyback, share buyback, stock buyback, share repurchase, repurchase program, dividend, dividends=0.5, payout=0.5, yield=0.3',
  ],
  [
    '-dividends -sentiment',
    'a',
    'cut its dividend=1.4, cuts its dividend=1.4, slashed its dividend=1.5, suspended its dividend=1.5, dividend cut=1.4, cut dividend=1.4, cuts dividend=1.4, slashed dividend=1.5, suspended dividend=1.5, suspends dividend, dividend suspension, scrapped dividend, omitted dividend, lower dividend, halted buyback, paused buyback',
  ],
  // ---- debt default (unipolar)
  [
    'debtDefault -sentiment',
    'n',
    'default=1.4, bankruptcy=1.6, insolvency=1.5, chapter 11=1.5, chapter 7, receivership, liquidation, restructuring=0.6, debt restructuring, missed payment, missed coupon, credit event, distressed debt, junk status, going concern, creditor protection, administration=0.4, bailout=0.8, haircut',
  ],
  [
    'debtDefault -sentiment',
    'v',
    'default, go bankrupt|goes bankrupt|went bankrupt|gone bankrupt|going bankrupt=1.6, file for bankruptcy|files for bankruptcy|filed for bankruptcy|filed for bankruptcy|filing for bankruptcy=1.6, miss a payment|misses a payment|missed a payment|missed a payment|missing a payment',
  ],
  [
    'debtDefault -sentiment',
    'a',
    'bankrupt=1.6, insolvent=1.5, defaulted, delinquent, distressed, overleveraged, over-leveraged, debt-laden, cash-strapped, illiquid',
  ],
  // ---- innovation
  [
    'innovation sentiment:0.5',
    'n',
    'innovation, invention, breakthrough=1.4, patent, prototype, new product, product launch, launch, research and development, r&d, pioneer, disruption=0.5, cutting edge, next generation, artificial intelligence=0.5, ai=0.3, technology leap, first-ever, game changer=1.4, game-changer=1.4, moonshot',
  ],
  [
    'innovation sentiment:0.5',
    'v',
    'innovate, invent, pioneer, unveil, launch, debut, introduce=0.5, develop=0.5, patent, reinvent, revolutionize, revolutionise, disrupt=0.6, roll out|rolls out|rolled out|rolled out|rolling out=0.7',
  ],
  [
    'innovation sentiment:0.5',
    'a',
    'innovative, inventive, groundbreaking=1.4, revolutionary=1.3, novel, cutting-edge, state-of-the-art, next-generation, next-gen, futuristic, pioneering, disruptive=0.7, first-of-its-kind',
  ],
  // ---- accounting
  [
    'accountingSentiment accountingPositive sentiment',
    'a',
    'clean audit, unqualified opinion, clean opinion, strong balance sheet, transparent accounts, conservative accounting, sound accounting, strong cash flow, robust cash flow, free cash flow positive',
  ],
  [
    '-accountingSentiment accountingNegative -sentiment',
    'a',
    'accounting irregularities=1.5, accounting irregularity=1.5, accounting scandal=1.6, accounting fraud=1.7, ' +
      'cooked the books=1.6, cooking the books=1.6, qualified opinion, adverse opinion, material weakness=1.4, ' +
      'auditor resigned, auditor resigns, going concern doubt, off-balance-sheet, window dressing, ' +
      'aggressive accounting, creative accounting, questionable accounting, inflated revenue, inflated earnings, ' +
      'overstated earnings, overstated revenue, misstated, misstatement, books under investigation',
  ],
  [
    'accountingRestatement -accountingSentiment:0.5 -sentiment',
    'a',
    'restatement, restatements, restate, restated, restates, restating, restated earnings, restated results, restated accounts, prior-period adjustment, revised results, earnings revision',
  ],
  // ---- intangibles
  [
    'intangiblesSentiment sentiment:0.5',
    'a',
    'brand value, strong brand, brand strength, intellectual property, patent portfolio, goodwill, brand loyalty, franchise value, trademark, know-how, moat, economic moat',
  ],
  [
    '-intangiblesSentiment -sentiment:0.5',
    'a',
    'goodwill impairment=1.4, brand damage, tarnished brand, reputational damage, damaged reputation, patent expiry, patent cliff, brand erosion, impairment charge',
  ],
  // ---- product sentiment
  [
    'productSentiment sentiment',
    'a',
    'bestseller, best-seller, best-selling, hit product, sold out, sells out, popular product, rave reviews, glowing reviews, customers love, top-rated, well-received, must-have, five-star, high quality, high-quality, user-friendly, sleek, crowd-pleaser',
  ],
  [
    '-productSentiment -sentiment',
    'a',
    'product recall=1.5, recall=1.2, recalls=1.2, recalled=1.2, defective, faulty product, poor reviews, bad reviews, scathing review, flop=1.3, buggy, glitchy, overheating, malfunction, malfunctions, outage, outages, low quality, low-quality, shoddy, unsafe product, product flaw, design flaw, safety defect, customer complaints',
  ],
  // ---- labor dispute (unipolar)
  [
    'laborDispute -sentiment',
    'n',
    'strike=1.2, walkout=1.3, work stoppage=1.3, labor dispute=1.4, labour dispute=1.4, industrial action=1.3, picket line, picket, union dispute, wage dispute, lockout, stoppage, go-slow, sit-in, labor unrest, labour unrest, union protest, collective bargaining=0.5, union vote',
  ],
  [
    'laborDispute -sentiment',
    'v',
    'go on strike|goes on strike|went on strike|gone on strike|going on strike=1.4, walk out|walks out|walked out|walked out|walking out=1.2, picket, unionize=0.5, unionise=0.5, down tools|downs tools|downed tools|downed tools|downing tools',
  ],
  ['laborDispute -sentiment', 'a', 'striking workers, striking employees, on strike=1.3, unionized workers'],
  // ---- layoffs (unipolar)
  [
    'layoffs -sentiment',
    'n',
    'layoff=1.4, layoffs=1.4, lay-off, lay-offs, job cuts=1.4, job losses=1.4, redundancies=1.3, redundancy, headcount reduction, workforce reduction, restructuring plan, downsizing, furlough, furloughs, pink slip, pink slips, hiring freeze, staff cuts, plant closure, plant closures, store closures',
  ],
  [
    'layoffs -sentiment',
    'v',
    'lay off|lays off|laid off|laid off|laying off=1.4, cut jobs|cuts jobs|cut jobs|cut jobs|cutting jobs=1.4, slash jobs|slashes jobs|slashed jobs|slashed jobs|slashing jobs=1.5, shed jobs|sheds jobs|shed jobs|shed jobs|shedding jobs=1.4, downsize, furlough, eliminate jobs|eliminates jobs|eliminated jobs|eliminated jobs|eliminating jobs=1.4, cut staff|cuts staff|cut staff|cut staff|cutting staff, close plants|closes plants|closed plants|closed plants|closing plants',
  ],
  // ---- litigation (unipolar)
  [
    'litigation -sentiment:0.7',
    'n',
    'lawsuit=1.2, lawsuits=1.2, litigation, suit=0.6, legal action, legal battle, legal fight, court case, trial, indictment=1.4, subpoena, class action=1.3, class-action, settlement=0.5, verdict, injunction, complaint=0.5, court ruling, appeal=0.5, legal challenge, patent suit, antitrust suit, probe=0.8, investigation=0.8, inquiry=0.6, charges=0.8, allegations',
  ],
  [
    'litigation -sentiment:0.7',
    'v',
    'sue, litigate, indict, subpoena, prosecute, charge=0.6, accuse, allege, file suit|files suit|filed suit|filed suit|filing suit, take to court|takes to court|took to court|taken to court|taking to court, countersue, appeal=0.5, settle=0.5',
  ],
  ['litigation -sentiment:0.7', 'a', 'sued, indicted, accused, alleged, litigious, court-ordered, under investigation'],
  // ---- insider buying vs selling
  [
    'insiderLongShort sentiment:0.5',
    'a',
    'insider buying=1.4, insiders bought, insider purchase, insider purchases, ceo bought shares, director bought shares, executives bought shares, insider buy, insider accumulation',
  ],
  [
    '-insiderLongShort -sentiment:0.5',
    'a',
    'insider selling=1.4, insiders sold, insider sale, insider sales, ceo sold shares, director sold shares, executives sold shares, insider sell, insider dumping',
  ],
  // ---- management
  [
    'managementSentiment sentiment',
    'a',
    'visionary, capable management, strong leadership, competent management, well-managed, well-run, respected ceo, seasoned executive, steady hand, effective leadership, inspiring leader, turnaround expert, management praised',
  ],
  [
    '-managementSentiment -sentiment',
    'a',
    'mismanagement=1.4, mismanaged, incompetent, poor leadership, weak leadership, management turmoil, boardroom battle, boardroom drama, erratic ceo, embattled ceo, leadership crisis, management failure, management blunder, governance failure',
  ],
  [
    'managementChange',
    'a',
    'resignation, resignations, resigns, resigned, resign, steps down, stepped down, step down, stepping down, ousted, ouster, fired, sacked, dismissed, appointed, appoints, appointment, named ceo, new ceo, new chief executive, successor, succession, departure, retire, retires, retired, retirement, interim ceo, leadership change, management shake-up, shakeup, shake-up, reshuffle, replaced, hires, hired',
  ],
  [
    'managementTrust sentiment',
    'a',
    'trusted leadership, credible management, honest management, transparent management, management credibility, shareholder-friendly, ethical leadership, investors trust management',
  ],
  [
    '-managementTrust -sentiment',
    'a',
    'misled investors=1.5, misleading investors, management misconduct, executive misconduct, ceo misconduct, self-dealing, conflict of interest, lost confidence in management, credibility gap, broken promises, executive fraud, ceo fraud',
  ],
  // ---- partnership & mergers
  [
    'partnership sentiment:0.5',
    'n',
    'partnership, partner, alliance, joint venture, collaboration, cooperation, tie-up, teaming up, strategic alliance, agreement=0.5, deal=0.5, contract=0.6, supply deal, licensing deal, memorandum of understanding, consortium',
  ],
  [
    'partnership sentiment:0.5',
    'v',
    'partner, collaborate, cooperate, team up|teams up|teamed up|teamed up|teaming up, join forces|joins forces|joined forces|joined forces|joining forces, sign a deal|signs a deal|signed a deal|signed a deal|signing a deal, ally',
  ],
  [
    'mergers',
    'n',
    'merger, acquisition, takeover, buyout, bid, offer=0.5, deal talks, merger talks, takeover bid, tender offer, hostile bid, leveraged buyout, lbo, consolidation, spin-off, spinoff, divestiture, divestment, m&a, combination, purchase agreement, all-stock deal, all-cash deal',
  ],
  [
    'mergers',
    'v',
    'acquire, merge, buy out|buys out|bought out|bought out|buying out, take over|takes over|took over|taken over|taking over, combine, divest, spin off|spins off|spun off|spun off|spinning off, bid for|bids for|bid for|bid for|bidding for, agree to buy|agrees to buy|agreed to buy|agreed to buy|agreeing to buy',
  ],
  // ---- cyber crime
  [
    'cyberCrime -sentiment',
    'n',
    'cyberattack=1.4, cyber attack=1.4, cyber-attack=1.4, hack, hacker, hackers, data breach=1.4, breach, ransomware=1.5, malware, phishing, cybercrime, cyber crime, security breach, data leak, leak, ddos, denial of service, spyware, zero-day, exploit, identity theft, credential stuffing, intrusion, cyber espionage',
  ],
  [
    'cyberCrime -sentiment',
    'v',
    'hack, breach, compromise, leak, steal data|steals data|stole data|stolen data|stealing data, infiltrate',
  ],
];
