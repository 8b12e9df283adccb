import type { LexiconSection } from './types';

/** Country macro themes, commodity themes and currency themes (anchor facts §1). */
export const MACRO_SECTIONS: readonly LexiconSection[] = [
  // ---- growth
  [
    'economicGrowth sentiment',
    'a',
    'economic growth, gdp growth, strong growth, robust growth, solid growth, economic expansion, economy grew, economy expanded, gdp rose, gdp expanded, output rose, booming economy, economic boom, growth accelerated, faster growth, upturn, soft landing=1.3, recovery gained, economic recovery, reopening',
  ],
  [
    '-economicGrowth -sentiment',
    'a',
    'recession=1.6, contraction, economic contraction, economy shrank, economy contracted, gdp fell, gdp contracted, gdp shrank, slowdown, economic slowdown, stagnation, stagnant economy, depression=1.5, downturn, hard landing=1.5, growth slowed, slower growth, weak growth, sluggish growth, stagflation=1.6, double-dip, negative growth',
  ],
  [
    'economicUncertainty uncertainty -sentiment:0.5',
    'a',
    'economic uncertainty=1.4, policy uncertainty, uncertain outlook, murky outlook, clouded outlook, economic fog, uncertain recovery, uncertain economy, unclear outlook, data dependent, mixed signals',
  ],
  [
    'economicConflict -sentiment',
    'a',
    'trade war=1.5, tariff=1.2, tariffs=1.2, trade dispute, trade tensions, sanctions=1.2, embargo, retaliatory tariffs, export ban, import ban, export controls, trade barriers, protectionism, currency war, economic warfare, blacklist, blacklisted, decoupling, trade spat',
  ],
  // ---- trade balance (bipolar: surplus vs deficit)
  [
    'tradeBalance sentiment:0.7',
    'a',
    'trade surplus, current account surplus, exports rose, exports grew, export growth, exports jumped, record exports, export boom, narrower trade deficit, trade deficit narrowed',
  ],
  [
    '-tradeBalance -sentiment:0.7',
    'a',
    'trade deficit, current account deficit, exports fell, exports declined, exports slumped, imports surged, wider trade deficit, trade deficit widened, trade gap widened, export slump',
  ],
  [
    'budgetDeficit -sentiment:0.5 #invert',
    'a',
    'budget deficit, fiscal deficit, deficit spending, public debt, government debt, national debt, debt ceiling, debt-to-gdp, borrowing needs, fiscal gap, fiscal hole, budget shortfall, sovereign debt, overspending',
  ],
  // ---- central bank and rates
  [
    'centralBank',
    'a',
    'central bank, federal reserve, the fed, fed, ecb, bank of england, boe, bank of japan, boj, pboc, rbi, rba, snb, bank of canada, fomc, policymakers, rate setters, monetary policy committee, governor, powell=0.5, lagarde=0.5, minutes of the meeting, policy meeting',
  ],
  [
    'interestRates',
    'a',
    'rate hike=1.3, rate hikes=1.3, hiked rates, raised rates, raise rates, raises rates, rate increase, higher rates, higher interest rates, rising rates, rising yields, yields rose, yields climbed, tightening cycle, hiking cycle, higher for longer',
  ],
  [
    '-interestRates',
    'a',
    'rate cut=1.3, rate cuts=1.3, cut rates, cuts rates, lowered rates, lower rates, lower interest rates, falling rates, yields fell, yields dropped, easing cycle, cutting cycle, zero rates, negative rates, rate reduction',
  ],
  [
    'monetaryPolicyLooseVsTight sentiment:0.5',
    'a',
    'dovish=1.3, accommodative, easing, monetary easing, quantitative easing, qe, stimulus, loose policy, looser policy, easy money, cheap money, liquidity injection, asset purchases, bond buying, pivot, rate cut, rate cuts',
  ],
  [
    '-monetaryPolicyLooseVsTight',
    'a',
    'hawkish=1.3, tightening, monetary tightening, quantitative tightening, qt, tight policy, tighter policy, restrictive policy, balance sheet reduction, taper, tapering, rate hike, rate hikes, hawks',
  ],
  [
    'fiscalPolicyLooseVsTight sentiment:0.5',
    'a',
    'fiscal stimulus=1.3, stimulus package, spending package, infrastructure spending, tax cuts, tax cut, government spending, spending spree, fiscal expansion, relief package, handouts, subsidies, deficit financing',
  ],
  [
    '-fiscalPolicyLooseVsTight -sentiment:0.5',
    'a',
    'austerity=1.3, spending cuts, fiscal consolidation, tax hike, tax hikes, tax increase, tax increases, budget cuts, belt-tightening, fiscal discipline, balanced budget, fiscal restraint',
  ],
  [
    'creditEasyVsTight sentiment:0.5',
    'a',
    'easy credit, credit easing, lending growth, loan growth, credit growth, ample liquidity, easier lending, lending standards eased, cheap credit, credit boom',
  ],
  [
    '-creditEasyVsTight -sentiment',
    'a',
    'credit crunch=1.5, tight credit, credit tightening, lending standards tightened, tighter lending, credit squeeze, liquidity crunch, liquidity squeeze, funding stress, loan defaults, bad loans, non-performing loans',
  ],
  // ---- inflation (unipolar share; inflationForecast is bipolar)
  [
    'inflation',
    'a',
    'inflation=1.2, inflationary, price pressures, cost of living, consumer prices, cpi, pce, core inflation',
  ],
  [
    'inflation -sentiment',
    'a',
    'rising prices, hyperinflation=1.8, price growth, price hikes, soaring prices, runaway inflation, wage-price spiral, ' +
      'sticky inflation, inflation surged, inflation rose, inflation accelerated, inflation jumped, inflation soared',
  ],
  [
    '-inflation sentiment',
    'a',
    'disinflation, deflation=1.2, deflationary, falling prices, price declines, inflation eased, inflation cooled, inflation slowed, cooling inflation, easing inflation, lower inflation, inflation fell, prices fell',
  ],
  [
    'inflationForecast',
    'a',
    'inflation expectations rose, inflation expected to rise, inflation to accelerate, inflation will rise, rising inflation expectations, inflation risks tilted to the upside, breakevens rose',
  ],
  [
    '-inflationForecast',
    'a',
    'inflation expected to ease, inflation expected to fall, inflation to slow, inflation will ease, falling inflation expectations, inflation to cool, breakevens fell',
  ],
  // ---- labour market
  ['unemployment', 'a', 'unemployment=1.2, jobless, joblessness, jobless claims, unemployment rate, jobless rate'],
  [
    'unemployment -sentiment',
    'a',
    'unemployment rate rose, unemployment rose, job losses, rising unemployment, layoffs rose, out of work, unemployed, labor market weakened, labour market weakened',
  ],
  [
    '-unemployment sentiment',
    'a',
    'strong jobs report=1.4, unemployment fell, unemployment dropped, jobless rate fell, record low unemployment, full employment, job creation, jobs growth, job growth, hiring spree, strong hiring, payrolls rose, nonfarm payrolls rose, tight labor market, tight labour market, jobs boom',
  ],
  [
    'consumerSentiment sentiment',
    'a',
    'consumer confidence rose, consumer sentiment rose, consumer confidence improved, strong consumer spending, consumer spending rose, retail sales rose, shoppers returned, spending spree, consumer optimism',
  ],
  [
    '-consumerSentiment -sentiment',
    'a',
    'consumer confidence fell, consumer sentiment fell, consumer confidence slumped, weak consumer spending, consumer spending fell, retail sales fell, cautious consumers, squeezed households, cost-of-living crisis, consumer pessimism',
  ],
  [
    'investmentFlows sentiment:0.7',
    'a',
    'foreign investment, capital inflows, fdi inflows, foreign direct investment, investment surge, portfolio inflows, inflows into, money poured into, investors flocked',
  ],
  [
    '-investmentFlows -sentiment:0.7',
    'a',
    'capital flight=1.4, capital outflows, outflows from, investors fled, money pulled out, foreign selling, divestment, exodus of investors, hot money outflows',
  ],
  [
    'financialInstability financialSystemInstability -sentiment',
    'a',
    'financial crisis=1.6, banking crisis=1.6, bank run=1.6, bank runs, bank failure, bank failures, systemic risk, contagion, liquidity crisis, credit crisis, financial turmoil, market turmoil, bank collapse, bailout, bail-out, bail-in, too big to fail, stress in the banking system, deposit flight',
  ],
  [
    'debtDefault -sentiment',
    'a',
    'sovereign default=1.6, debt crisis=1.5, debt default, imf bailout, debt relief, debt restructuring talks, missed bond payment',
  ],
  // ---- politics and society
  [
    'electionSentiment sentiment',
    'a',
    'election victory, landslide win, won the election, wins election, re-elected, reelected, peaceful transition, high turnout, election win, popular mandate',
  ],
  [
    '-electionSentiment -sentiment',
    'a',
    'election fraud, contested election, disputed election, election violence, rigged election, vote rigging, voter suppression, hung parliament, election chaos, lost the election, election defeat',
  ],
  [
    'governmentAnger anger -sentiment',
    'a',
    'anti-government, government protests, protesters demand, angry voters, public anger, public fury, outrage at the government, backlash against the government, voters angry, furious with the government, no-confidence',
  ],
  [
    'governmentCorruption -sentiment',
    'a',
    'corruption=1.4, corrupt officials, bribery=1.4, bribe, bribes, graft=1.4, kickbacks, embezzlement=1.4, cronyism, nepotism, kleptocracy, money laundering, abuse of power, patronage, misappropriation, slush fund',
  ],
  [
    'governmentInstability -sentiment',
    'a',
    'political crisis=1.5, government collapse=1.6, coalition collapse, snap election, resignation of the prime minister, no-confidence vote, political turmoil, political instability, government shutdown, impeachment, cabinet reshuffle, caretaker government, political deadlock, hung parliament, leadership challenge',
  ],
  [
    'regimeChange -sentiment',
    'a',
    'coup=1.6, military coup, coup attempt, overthrow, overthrown, regime change, revolution, toppled, ousted president, junta, martial law, seized power, power grab',
  ],
  [
    'socialInequality -sentiment:0.6',
    'a',
    'inequality, income inequality, wealth gap, wealth inequality, poverty, poor households, social exclusion, homelessness, left behind, haves and have-nots, gini, disparity, deprivation, slums',
  ],
  [
    'socialUnrest -sentiment',
    'a',
    'protests=1.2, protest, protesters, demonstrations, demonstrators, riots, rioting, unrest=1.3, civil unrest, street protests, clashes with police, tear gas, curfew, mass rally, general strike, uprising, insurrection, looting, state of emergency',
  ],
  // ---- natural disasters, health
  [
    'naturalDisasters -sentiment',
    'a',
    'natural disaster=1.5, earthquake=1.5, quake, tsunami=1.6, drought=1.3, wildfire=1.3, wildfires=1.3, bushfire, landslide, mudslide, avalanche, tornado, disaster zone, catastrophe, devastation',
  ],
  [
    'flood naturalDisasters -sentiment',
    'a',
    'flood=1.4, floods=1.4, flooding=1.4, flooded, flash flood, flash floods, inundated, deluge, torrential rain, heavy rains, monsoon floods, river burst its banks',
  ],
  [
    'heatwave naturalDisasters -sentiment',
    'a',
    'heatwave=1.4, heat wave=1.4, heatwaves, heat waves, extreme heat, record heat, scorching, sweltering, heat dome, hottest day, temperatures soared',
  ],
  [
    'windStorm naturalDisasters -sentiment',
    'a',
    'hurricane=1.5, hurricanes, typhoon=1.5, typhoons, cyclone=1.5, cyclones, storm=1.1, storms, windstorm, gale, gales, tropical storm, superstorm, storm surge, blizzard',
  ],
  [
    'volcanicActivity naturalDisasters -sentiment',
    'a',
    'volcano=1.3, volcanic eruption=1.5, eruption, erupted, erupts, lava, ash cloud, volcanic ash, volcanic activity, magma',
  ],
  [
    'hunger -sentiment',
    'a',
    'hunger=1.4, famine=1.7, starvation=1.6, malnutrition, food shortages, food insecurity, food crisis, starving, hungry, food aid, food bank, food banks, crop failure',
  ],
  [
    'humanInfectiousDisease diseaseBurden -sentiment',
    'a',
    'pandemic=1.5, epidemic=1.4, outbreak=1.3, virus, infection, infections, infectious, contagious, covid, covid-19, coronavirus, influenza, flu, measles, cholera, ebola, mpox, dengue, malaria, lockdown, lockdowns, quarantine, case numbers, new cases',
  ],
  [
    'humanDiseaseGI diseaseBurden -sentiment',
    'a',
    'gastrointestinal, stomach bug, norovirus, food poisoning, salmonella, e. coli, diarrhea, diarrhoea, dysentery, gastroenteritis',
  ],
  [
    'humanDiseasePulm diseaseBurden -sentiment',
    'a',
    'respiratory illness, respiratory disease, pneumonia, tuberculosis, bronchitis, asthma, lung disease, respiratory virus, rsv, air pollution deaths, smog',
  ],
  [
    'diseaseBurden -sentiment',
    'a',
    'disease, diseases, illness, illnesses, chronic disease, obesity, diabetes, cancer, heart disease, health crisis, hospitalizations, hospitalisations, hospitals overwhelmed, death rate, mortality',
  ],
  // ---- commodities
  [
    'supplyVsDemand -priceDirection:0.5 -sentiment:0.5',
    'a',
    'oversupply=1.4, supply glut=1.5, glut=1.4, surplus, oversupplied, inventories rose, stockpiles rose, inventory build, stocks built, weak demand, demand slump, demand destruction, bumper crop=1.3, bumper harvest=1.3, record harvest, ample supply, plentiful supply, well supplied, brimming storage, production surge',
  ],
  [
    '-supplyVsDemand priceDirection:0.5 sentiment:0.5',
    'a',
    'shortage=1.4, shortages=1.4, supply shortage, tight supply, tight market, supply crunch, supply squeeze, supply disruption, supply disruptions, deficit, inventories fell, stockpiles fell, inventory draw, stock draw, strong demand, robust demand, demand surge, crop failure, poor harvest, supply cuts, output cuts, production cuts, undersupplied',
  ],
  [
    'supplyVsDemandForecast',
    'a',
    'expected glut, surplus expected, oversupply expected, forecast surplus, looming glut, demand to weaken, demand expected to slow',
  ],
  [
    '-supplyVsDemandForecast',
    'a',
    'expected shortage, deficit expected, forecast deficit, looming shortage, demand to strengthen, demand expected to rise, supply gap ahead',
  ],
  [
    'productionVolume sentiment:0.5',
    'a',
    'output rose, production rose, production increased, output increased, ramped up production, ramp up production, boosted output, boost output, raise output, raised output, record output, record production, increased production, production surge, new capacity, higher output, pumped more, mined more',
  ],
  [
    '-productionVolume -sentiment:0.5',
    'a',
    'output fell, production fell, production declined, output declined, cut output, cut production, output cuts, production cuts, curtailed output, curtailment, shut-in, shut in production, mine closure, lower output, idled capacity, production halt, halted production',
  ],
  [
    'consumptionVolume sentiment:0.5',
    'a',
    'consumption rose, demand rose, consumption increased, demand increased, imports rose, higher consumption, stronger consumption, record consumption, record demand, demand growth, consumption growth, buying spree',
  ],
  [
    '-consumptionVolume -sentiment:0.5',
    'a',
    'consumption fell, demand fell, consumption declined, demand declined, imports fell, lower consumption, weaker consumption, demand weakness, consumption slump, demand contraction',
  ],
  [
    'regulatoryIssues -sentiment:0.6',
    'a',
    'regulator, regulators, regulatory=0.7, regulation=0.7, regulations=0.7, crackdown=1.3, ban=1.2, banned, bans, export quota, quota, quotas, price cap, price caps, windfall tax, compliance, non-compliance, violation, violations, fined=1.2, fine of, fines, penalty, sanctioned, licence revoked, license revoked, permit denied, antitrust, probe, investigation, enforcement action',
  ],
  [
    'newExploration sentiment:0.5',
    'a',
    'exploration, new discovery, discovery, discovered, find, new field, new deposit, deposit, drilling, drilled, exploration license, exploration licence, prospecting, reserves, proven reserves, resource estimate, drilling results, wildcat well, new well, appraisal well',
  ],
  [
    'safetyAccident -sentiment',
    'a',
    'accident=1.3, explosion=1.4, blast, fire=0.8, leak, spill=1.3, oil spill=1.5, mine collapse=1.6, derailment, evacuated, evacuation, casualties, fatalities, killed, injured, injuries, safety incident, safety violation, gas leak, chemical leak, pipeline rupture, refinery fire',
  ],
  // ---- currencies
  [
    'carryTrade',
    'a',
    'carry trade=1.5, carry trades, carry, interest rate differential, rate differential, yield differential, funding currency, high-yielder, high yielders, yield-seeking, carry unwind, unwinding carry',
  ],
  [
    'currencyPegInstability -sentiment',
    'a',
    'peg, currency peg, de-peg, depeg, depegged, devaluation=1.5, devalue, devalued, revaluation, defend the peg, break the peg, peg under pressure, band widened, capital controls, currency board, float the currency, free float, managed float, intervention=0.8, intervened, fx intervention',
  ],
  [
    'priceMomentum sentiment:0.5',
    'a',
    'strengthened, strengthening, appreciating, strengthening currency, currency strengthened, currency gained, rally in the dollar, dollar strength',
  ],
  [
    '-priceMomentum -sentiment:0.5',
    'a',
    'weakened, weakening, lost momentum, has lost momentum, depreciating, weakening currency, currency weakened, currency slumped, dollar weakness, sell-off in the currency',
  ],
];
