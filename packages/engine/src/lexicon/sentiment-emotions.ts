import type { LexiconSection } from './types';

/** General tone and the emotions (anchor facts §1, core block). Written for this project, weights by hand. */
export const SENTIMENT_SECTIONS: readonly LexiconSection[] = [
  // ---- general positive tone
  [
    'sentiment',
    'a',
    'good, great=1.5, excellent=1.8, outstanding=1.8, superb=1.8, strong, solid, robust, healthy, positive, ' +
      'favorable, favourable, impressive=1.5, remarkable, exceptional=1.6, stellar=1.8, terrific=1.6, fantastic=1.6, ' +
      'wonderful=1.6, brilliant=1.6, best=1.2, better, stronger, healthier, upbeat, successful, profitable, ' +
      'resilient, encouraging, promising, attractive, beneficial, constructive, efficient, effective, reliable, ' +
      'stable=0.6, secure=0.6, safe=0.5, valuable, productive, lucrative, thriving, booming, flourishing, ' +
      'buoyant, vibrant, sound=0.6, steady=0.6, sturdy, comfortable, smooth, easy=0.6, clean=0.5, fair=0.6, ' +
      'strongest=1.3, healthiest, greatest=1.3, finest, best-ever=1.5, quality=0.5, high-quality, the worst is over=1.5, ' +
      'worst is over=1.5, worst is behind, never been better=1.5, could not be better=1.5, couldnt be better=1.5, ' +
      'ideal, perfect=1.5, amazing=1.6, awesome=1.6, incredible=1.4, phenomenal=1.8, solid gains=1.5, ' +
      'on track=0.8, back on track, well positioned, well-positioned, upside, tailwind, tailwinds, sweet spot, ' +
      'win-win=1.5, top-notch=1.5, first-class, world-class=1.4, best-in-class=1.5, strong demand=1.2, ' +
      'record high=1.6, all-time high=1.6, record profit=1.8, record revenue=1.6, record sales=1.6',
  ],
  [
    'sentiment',
    'v',
    'improve, strengthen, succeed, benefit, thrive, flourish, prosper, excel, outperform=1.2, exceed, ' +
      'boost, enhance, recover, rebound, rebuild, expand, win|wins|won|won|winning, achieve, ' +
      'beat|beats|beat|beaten|beating, top=0.6, surpass, impress, reward, praise, welcome, celebrate, ' +
      'upgrade, revive, restore, stabilize, stabilise, secure, gain, grow|grows|grew|grown|growing, advance=0.8, ' +
      'support=0.6, help=0.5, solve, resolve, fix=0.6, empower, transform=0.6, innovate',
  ],
  [
    'sentiment',
    'n',
    'success, improvement, gain, growth, recovery, rebound, profit=0.5, progress, breakthrough=1.4, achievement, ' +
      'win, victory, strength, advantage, benefit, opportunity=0.8, upturn, upswing, boom, windfall, bonanza, ' +
      'milestone, highlight, boost, upgrade, momentum=0.6, resilience, prosperity, expansion=0.8, surplus=0.6, ' +
      'outperformance, beat, triumph, accolade, award, praise, applause, relief, bright spot, silver lining=0.6',
  ],
  // ---- general negative tone
  [
    '-sentiment',
    'a',
    'bad, poor, weak, terrible=1.6, awful=1.6, horrible=1.6, dreadful=1.6, disappointing=1.3, dismal=1.5, ' +
      'negative, unfavorable, unfavourable, adverse, harmful, damaging, costly=0.8, weaker, worse=1.2, worst=1.5, ' +
      'troubled, struggling, ailing, failing, failed, faulty, flawed, broken, inadequate, insufficient, ' +
      'unprofitable, loss-making, lossmaking, disappointing results=1.5, sluggish, lackluster, lacklustre, ' +
      'subdued=0.7, tepid, anemic, anaemic, soft=0.5, fragile, shaky, vulnerable, unstable, unsustainable, ' +
      'problematic, questionable, dubious, toxic, disastrous=1.8, catastrophic=2, devastating=1.8, ' +
      'crippling=1.6, painful, ugly=1.2, grim=1.4, dire=1.5, bleak=1.4, tough=0.7, difficult=0.7, hard-hit, ' +
      'hit hard, cash-strapped, debt-laden, embattled, beleaguered, scandal-hit, crisis-hit, lame, useless, ' +
      'weakest=1.3, poorest, worst-ever=1.6, pathetic=1.5, disgraceful=1.6, shameful=1.5, unacceptable=1.3, headwind, headwinds, downside, ' +
      'weak demand=1.2, record low=1.5, all-time low=1.5, multi-year low=1.2',
  ],
  [
    '-sentiment',
    'v',
    'worsen, weaken, deteriorate, fail, suffer, struggle, falter, stumble, disappoint, underperform, ' +
      'lose|loses|lost|lost|losing, miss, damage, hurt|hurts|hurt|hurt|hurting, harm, hamper, hinder, undermine, ' +
      'erode, jeopardize, jeopardise, threaten, warn, collapse=1.5, crumble, crash=1.5, sink|sinks|sank|sunk|sinking, ' +
      'derail, stall, halt, suspend, delay=0.7, cancel, scrap, abandon, downgrade, cut|cuts|cut|cut|cutting=0.6, ' +
      'slash, plague, weigh on|weighs on|weighed on|weighed on|weighing on, drag on, backfire, flop, ' +
      'bleed|bleeds|bled|bled|bleeding, squeeze, strain, burden, worry, trouble',
  ],
  [
    '-sentiment',
    'n',
    'problem, issue=0.5, failure, loss, weakness, decline, downturn, slump, setback, shortfall, deficit=0.7, ' +
      'risk=0.5, threat, concern, worry, trouble, difficulty, challenge=0.5, obstacle, burden, drag, damage, ' +
      'disappointment, blow, flaw, defect, glitch, mistake, error, blunder, mess, debacle=1.5, fiasco=1.5, ' +
      'disaster=1.6, catastrophe=1.8, crisis|crises=1.5, meltdown=1.6, collapse=1.5, crash=1.5, turmoil, ' +
      'headache, nightmare=1.5, scandal=1.4, controversy, backlash, uproar, outcry, criticism, complaint, ' +
      'miss, warning, red flag, pitfall, weak spot, casualty, bloodbath=1.8, rout=1.4, wipeout=1.5, write-off, ' +
      'writedown, write-down, impairment, downgrade, penalty, liability, shortage, bottleneck, disruption',
  ],
  // Idioms that look negated but intensify ("has never been more profitable"): consumed without a negation.
  ['', 'a', 'never been more, never been so, never looked better, cannot be better'],
  // ---- topics where "up" is bad news: a movement word after them in the same clause flips its tone
  [
    '#invert',
    'n',
    'cost, expense, inventory, stockpile, jobless claim, default, delinquency, outflow, tariff, debt, borrowing cost, ' +
      'price pressure, unemployment rate, jobless rate, emission, yield spread',
  ],
  [
    '#invert',
    'a',
    'unemployment, joblessness, inflation, cpi, volatility, costs, losses, deficit, emissions, layoffs, ' +
      'capital flight, outflows, mortgage rates, cost of living',
  ],
  // ---- movement words without a topic of their own (their tone follows the topic, see #invert)
  ['priceDirection:0.5 sentiment:0.5', 'v', 'increase, widen, accelerate, intensify, double, triple, quadruple'],
  [
    '-priceDirection:0.5 -sentiment:0.5',
    'v',
    'decrease, narrow, shrink|shrinks|shrank|shrunk|shrinking, contract, cool, halve, moderate',
  ],
  [
    'sentiment',
    'a',
    'easing pressure, eased pressure, ease pressure, relieve pressure, relieved pressure, relieving pressure',
  ],
  // ---- joy
  [
    'joy sentiment',
    'a',
    'happy, glad, delighted=1.5, thrilled=1.6, elated=1.7, joyful, cheerful, pleased, excited, exciting, ' +
      'ecstatic=1.8, jubilant=1.6, overjoyed=1.7, euphoric=1.6, content=0.5, satisfied, proud, grateful, thankful, ' +
      'enthusiastic, festive, celebratory, fun, funny=0.6, joyous, blissful, gleeful, merry, upbeat mood',
  ],
  ['joy sentiment', 'v', 'celebrate, cheer, rejoice, delight, enjoy, smile, laugh, applaud, savor, savour'],
  [
    'joy sentiment',
    'n',
    'joy, happiness, delight, excitement, celebration, euphoria, cheer, glee, pleasure, pride, enthusiasm, elation, jubilation, party=0.5, smile',
  ],
  ['joy sentiment', 'a', '😀=0.8, 😃=0.8, 😄=0.8, 😁=0.8, 😂=0.5, 🥳, 🎉, 😍, ❤=0.8, 👍=0.7, 💪=0.7'],
  // ---- love / hate (bipolar)
  [
    'loveHate sentiment',
    'v',
    'love, adore, cherish, admire, like|likes|liked|liked|liking=0.4, favor, favour, embrace, treasure',
  ],
  ['loveHate sentiment', 'n', 'love, fan, fans, admiration, affection, devotion, loyalty=0.6, fondness, passion=0.7'],
  ['loveHate sentiment', 'a', 'beloved, lovely, adorable, favorite, favourite, loved, popular=0.6, iconic=0.6'],
  ['-loveHate -sentiment', 'v', 'hate, loathe, despise, detest, dislike, resent, abhor, shun, boycott'],
  [
    '-loveHate -sentiment',
    'n',
    'hate, hatred, contempt, disdain, loathing, dislike, resentment, animosity, hostility, boycott, haters',
  ],
  ['-loveHate -sentiment', 'a', 'hated, hateful, despised, unpopular, detested, contemptuous, 👎=0.7'],
  // ---- trust (bipolar)
  [
    'trust sentiment',
    'a',
    'trustworthy=1.4, trusted, reliable, dependable, credible, honest, transparent, reputable, accountable, ' +
      'loyal, faithful, sincere, ethical, principled, genuine, authentic, consistent=0.5, proven',
  ],
  [
    'trust sentiment',
    'n',
    'trust, confidence, credibility, integrity, honesty, reliability, transparency, reputation=0.5, faith, assurance, goodwill=0.6',
  ],
  ['trust sentiment', 'v', 'trust, rely on|relies on|relied on|relied on|relying on, reassure, vouch for, believe in'],
  [
    '-trust -sentiment',
    'a',
    'untrustworthy=1.4, unreliable, dishonest, deceptive, misleading, shady, crooked, corrupt=1.4, fraudulent=1.5, ' +
      'deceitful, duplicitous, sketchy, fishy, suspicious, opaque, secretive, disloyal, two-faced, rigged, fake',
  ],
  [
    '-trust -sentiment',
    'n',
    'distrust, mistrust, suspicion, deception, betrayal, fraud=1.4, scam=1.5, lie, lies, cover-up, hoax, ' +
      'doubts about, skepticism, scepticism, disbelief, treachery, con, ponzi scheme=1.6, fake news',
  ],
  [
    '-trust -sentiment',
    'v',
    'deceive, betray, mislead|misleads|misled|misled|misleading, cheat, lie to, distrust, mistrust, defraud, con|cons|conned|conned|conning, dupe, swindle',
  ],
  // ---- anger
  [
    'anger -sentiment',
    'a',
    'angry, furious=1.6, outraged=1.6, enraged=1.7, irate=1.5, livid=1.6, mad, annoyed=0.7, irritated=0.7, ' +
      'indignant, resentful, bitter, hostile, incensed, infuriated=1.6, fuming, disgusted, appalled, frustrated=0.8, ' +
      'fed up, pissed=1.2, infuriating=1.5, outrageous=1.4, disgusting=1.5, offensive, insulting, 😡=1.2, 🤬=1.4, 😠',
  ],
  [
    'anger -sentiment',
    'n',
    'anger, rage, fury, outrage, wrath, indignation, resentment, frustration, disgust, ire, backlash, fury, tantrum, grievance, grudge, temper',
  ],
  [
    'anger -sentiment',
    'v',
    'anger, enrage, infuriate, outrage, rage, fume, slam, blast, lash out|lashes out|lashed out|lashed out|lashing out, rant, rail against, condemn, denounce, berate, vent',
  ],
  // ---- disagreement
  [
    'disagreement -sentiment:0.5',
    'n',
    'disagreement, dispute, conflict, clash, rift, feud, spat, row, quarrel, argument, standoff, stand-off, ' +
      'tension, friction, division, opposition, objection, dissent, contention, rivalry, showdown, ' +
      'impasse, deadlock, stalemate, falling-out, war of words, tug of war, battle=0.6, fight=0.6',
  ],
  [
    'disagreement -sentiment:0.5',
    'v',
    'disagree, dispute, clash, argue, quarrel, oppose, object, contest, challenge=0.5, reject, dissent, ' +
      'feud, bicker, squabble, spar, contradict, rebuke, refute, protest=0.6, push back|pushes back|pushed back|pushed back|pushing back',
  ],
  [
    'disagreement -sentiment:0.5',
    'a',
    'divided, contentious, divisive, controversial, adversarial, at odds, polarized, polarised, acrimonious, combative',
  ],
  // ---- fear
  [
    'fear -sentiment',
    'a',
    'afraid, scared, frightened, fearful, terrified=1.7, nervous, anxious, worried, uneasy, jittery, jumpy, ' +
      'spooked, panicked=1.6, panicky, alarmed, apprehensive, wary=0.7, cautious=0.5, skittish, edgy, rattled, ' +
      'shaken, frightening, scary, alarming, terrifying=1.6, ominous, menacing, risk-off, risk averse, risk-averse, 😱=1.2, 😨',
  ],
  [
    'fear -sentiment',
    'n',
    'fear, fears, panic=1.6, anxiety, worry, worries, alarm, dread, terror, fright, scare, jitters, nerves, angst, apprehension, trepidation, phobia, contagion, sell-off panic, flight to safety, capitulation',
  ],
  [
    'fear -sentiment',
    'v',
    'fear, panic|panics|panicked|panicked|panicking=1.5, frighten, scare, spook, alarm, terrify, dread, rattle, unnerve, shake',
  ],
  // ---- gloom
  [
    'gloom -sentiment',
    'a',
    'gloomy=1.4, sad, unhappy, depressed, depressing, miserable, glum, somber, sombre, downbeat, dejected, ' +
      'despondent, hopeless=1.5, desperate, despairing, melancholy, morose, sullen, dispirited, disheartened, ' +
      'demoralized, demoralised, heartbroken, grief-stricken, tragic=1.4, mournful, forlorn, dreary, 😢, 😭, 😞, 😔',
  ],
  [
    'gloom -sentiment',
    'n',
    'gloom, sadness, misery, despair, sorrow, grief, depression=0.8, hopelessness, malaise, doom, doom and gloom=1.6, heartbreak, tragedy, mourning, desperation, pessimism, funk',
  ],
  [
    'gloom -sentiment',
    'v',
    'mourn, grieve, lament, despair, weep|weeps|wept|wept|weeping, cry|cries|cried|cried|crying, sadden, dishearten, depress',
  ],
  // ---- stress
  [
    'stress -sentiment',
    'a',
    'stressed, stressful, overwhelmed, overstretched, strained, tense, pressured, under pressure, burned out, ' +
      'burnt out, exhausted, frantic, hectic, overworked, embattled, besieged, squeezed, hard-pressed, distressed=1.3',
  ],
  [
    'stress -sentiment',
    'n',
    'stress, strain, pressure, distress, burnout, tension, pressure cooker, headache, turmoil, upheaval, chaos=1.3, havoc=1.3, disarray, scramble',
  ],
  ['stress -sentiment', 'v', 'stress, strain, overwhelm, pressure, pressurize, pressurise, overload, scramble'],
  // ---- surprise
  [
    'surprise',
    'a',
    'surprising, surprised, unexpected, unexpectedly, astonishing, astonished, shocking=1.2, shocked, stunned, stunning, startling, startled, unforeseen, unanticipated, sudden, suddenly, abrupt, abruptly, out of the blue, jaw-dropping, 😮, 😲',
  ],
  ['surprise', 'n', 'surprise, shock, astonishment, bombshell=1.4, twist, upset, curveball, wake-up call, revelation'],
  ['surprise', 'v', 'surprise, shock, stun, astonish, startle, blindside, catch off guard'],
  [
    'surprise sentiment',
    'a',
    'pleasantly surprised=1.4, pleasant surprise=1.4, positive surprise=1.4, upside surprise=1.4, better-than-expected=1.5, better than expected=1.5, stronger-than-expected=1.5, stronger than expected=1.5',
  ],
  [
    'surprise -sentiment',
    'a',
    'negative surprise=1.4, downside surprise=1.4, worse-than-expected=1.5, worse than expected=1.5, weaker-than-expected=1.5, weaker than expected=1.5, nasty surprise=1.5',
  ],
  // ---- uncertainty
  [
    'uncertainty -sentiment:0.3',
    'a',
    'uncertain, unclear, unpredictable, unknown, ambiguous, murky, cloudy, hazy, doubtful, unsure, undecided, ' +
      'up in the air, in limbo, unresolved, unsettled, volatile=0.6, erratic, inconclusive, speculative, ' +
      'unproven, untested, tentative, provisional, iffy, questionable',
  ],
  [
    'uncertainty -sentiment:0.3',
    'n',
    'uncertainty, doubt, ambiguity, unpredictability, confusion, limbo, question mark, unknowns, wildcard, wild card, risk=0.5, gamble, speculation, guesswork, fog',
  ],
  [
    'uncertainty -sentiment:0.3',
    'v',
    'doubt, question, wonder, hesitate, waver, speculate, guess, cast doubt on|casts doubt on|cast doubt on|cast doubt on|casting doubt on',
  ],
  [
    'uncertainty',
    'a',
    'perhaps, possibly, allegedly, reportedly, rumored, rumoured, apparently, supposedly, unconfirmed',
  ],
  // ---- violence
  [
    'violence -sentiment',
    'n',
    'violence, attack, assault, shooting, bombing, explosion, blast, terrorism, terrorist, riot, massacre=1.8, ' +
      'killing, murder, war=1.4, warfare, invasion, airstrike, air strike, missile strike, gunfire, bloodshed=1.6, ' +
      'combat, hostilities, insurgency, militant, armed conflict, raid, hostage, kidnapping, arson, looting, ' +
      'casualty, fatality, death toll, brutality, crackdown, coup=1.4, mob, weapon, gunman',
  ],
  [
    'violence -sentiment',
    'v',
    'attack, kill, murder, bomb, shoot|shoots|shot|shot|shooting, stab, assault, invade, slaughter, wound, injure, loot, riot, explode',
  ],
  [
    'violence -sentiment',
    'a',
    'violent, deadly, lethal, bloody, brutal=0.6, armed, fatal, murderous, savage, vicious, war-torn',
  ],
  // ---- optimism / pessimism (explicitly forward-looking tone)
  [
    'optimism sentiment',
    'a',
    'optimistic=1.4, hopeful, confident, bullish=1.3, sanguine, rosy, bright, promising, upbeat outlook, ' +
      'positive outlook, encouraged, buoyed, heartened, reassured, expectant, constructive outlook, ' +
      'bright future, better days ahead, light at the end of the tunnel, 🚀=1.2, 🌕',
  ],
  [
    'optimism sentiment',
    'n',
    'optimism, hope, confidence, hopes, bright spot, upside potential, turnaround, renaissance, revival, comeback, rebound hopes',
  ],
  [
    'optimism sentiment',
    'v',
    'hope, look forward to|looks forward to|looked forward to|looked forward to|looking forward to, bet on, count on, foresee growth, envision',
  ],
  [
    'pessimism -sentiment',
    'a',
    'pessimistic=1.4, bearish=1.3, doubtful, downbeat, cautious outlook, gloomy outlook, negative outlook, ' +
      'dim prospects, bleak outlook=1.5, darkening, cloudy outlook, grim outlook=1.5, skeptical, sceptical, ' +
      'cynical, defeatist, fatalistic',
  ],
  [
    'pessimism -sentiment',
    'n',
    'pessimism, skepticism, scepticism, doubts, misgivings, reservations, foreboding, doomsaying, cynicism, no hope',
  ],
  [
    'pessimism -sentiment',
    'v',
    'brace for|braces for|braced for|braced for|bracing for, fear the worst, doubt, dread, expect the worst, predict doom',
  ],
  // ---- time urgency (bipolar: urgent vs leisurely)
  [
    'timeUrgency',
    'a',
    'urgent=1.4, urgently=1.4, immediately, immediate, now, right now, asap, emergency, pressing, critical=0.6, ' +
      'rushed, hasty, hastily, quickly, rapidly, swift, swiftly, fast, imminent, imminently, at once, deadline, ' +
      'last-minute, last minute, without delay, time is running out, race against time, scramble, scrambling, ' +
      'rush, rushing, hurry, hurried, before it is too late, overnight, breaking, flash, 🚨',
  ],
  [
    '-timeUrgency',
    'a',
    'slowly, gradually, eventually, leisurely, patient, patiently, in due course, no rush, no hurry, take time, ' +
      'unhurried, over time, someday, one day, at some point, in time, gently, wait and see, wait-and-see, ' +
      'on hold, holding pattern, steady pace',
  ],
  // ---- emotion vs fact: factual reporting language pulls towards fact
  [
    '-emotionVsFact',
    'a',
    'according to, reported, announced, stated, said=0.5, data, statistics, figures, filing, filed, disclosed, ' +
      'official, officially, per cent, percent, percentage, basis points, million, billion, trillion, quarter=0.5, ' +
      'fiscal, year-on-year, year-over-year, quarter-on-quarter, compared with, compared to, versus, estimate=0.5, ' +
      'consensus, survey, index=0.5, measured, recorded, published, released, statement, regulatory filing, ' +
      'press release, data showed, figures showed, census, audit=0.5, disclosure',
  ],
  // ---- short vs long term focus (bipolar: short-term is positive)
  [
    'shortVsLongTerm',
    'a',
    'short-term, short term, near-term, near term, intraday, today=0.5, this week, this month, this quarter, ' +
      'overnight, daily, day-to-day, day to day, immediate, temporary, temporarily, brief, briefly, fleeting, ' +
      'momentary, quick flip, day trade, day trading, scalping, weekly, in the short run, for now, for the moment, ' +
      'transitory, one-off, one-time, next few days, next few weeks, coming days',
  ],
  [
    '-shortVsLongTerm',
    'a',
    'long-term, long term, longer-term, longer term, long-run, long run, multi-year, multiyear, decade, decades, ' +
      'generational, generation, secular, structural, permanent, permanently, lasting, enduring, durable, ' +
      'sustainable=0.5, for years, for decades, over the years, lifetime, century, strategic, long-lasting, ' +
      'long haul, buy and hold, buy-and-hold, patient capital, next decade, by 2030, by 2040, by 2050, horizon',
  ],
];
