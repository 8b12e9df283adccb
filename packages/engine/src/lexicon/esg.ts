import type { LexiconSection } from './types';

/**
 * ESG topics (anchor facts §1b, ESG Advanced). Each fine topic rolls up into its category (see ESG_CATEGORY_OF):
 * efforts feed the category's net score, controversies feed the category negatively and its `...Controversies`.
 */
export const ESG_SECTIONS: readonly LexiconSection[] = [
  // ---- workforce
  [
    'workplaceSentiment sentiment:0.6',
    'a',
    'great place to work, best employer, best employers, employee satisfaction, happy employees, motivated staff, employee engagement, positive work culture, inclusive culture, employer of choice, top employer',
  ],
  [
    '-workplaceSentiment -sentiment:0.6',
    'a',
    'toxic workplace=1.5, toxic culture=1.5, low morale, poor morale, employee dissatisfaction, disgruntled employees, staff exodus, high turnover, employee turnover, hostile work environment, culture of fear, bullying',
  ],
  [
    'workplaceSafetyEfforts sentiment:0.5',
    'a',
    'workplace safety, safety record, zero accidents, zero harm, safety training, safety culture, injury rate fell, safe working conditions, health and safety program, lost-time injury rate improved',
  ],
  [
    'workplaceSafetyControversy -sentiment',
    'a',
    'workplace injury, workplace injuries, workplace death, worker killed, worker died, workers killed, unsafe conditions, unsafe working conditions, safety violations, osha violation, osha citation, sweatshop=1.5, worker exploitation, workplace accident, heat exhaustion at work',
  ],
  [
    'workplaceDevelopment sentiment:0.5',
    'a',
    'training programs, training program, apprenticeship, apprenticeships, upskilling, reskilling, career development, professional development, mentoring, leadership training, tuition assistance, learning and development',
  ],
  [
    '-workplaceDevelopment -sentiment:0.5',
    'a',
    'no training, lack of training, training cuts, cut training, dead-end jobs, no career progression, limited advancement',
  ],
  [
    'diversityEfforts sentiment:0.5',
    'a',
    'diversity, inclusion, diversity and inclusion, equal opportunity, equal opportunities, gender equality, women in leadership, diverse workforce, pay equity, inclusive hiring, minority hiring, dei, diversity targets',
  ],
  [
    'diversityControversy -sentiment',
    'a',
    'discrimination=1.4, racial discrimination, gender discrimination, sexual harassment=1.5, harassment, racism, sexism, gender pay gap, glass ceiling, bias lawsuit, discriminated, discriminatory, hostile to women, unequal pay',
  ],
  [
    'benefits sentiment:0.5',
    'a',
    'better benefits, improved benefits, expanded benefits, health benefits, parental leave, paid leave, pension plan, retirement plan, employee benefits, stock options for employees, childcare support, wellness program',
  ],
  [
    '-benefits -sentiment:0.5',
    'a',
    'benefit cuts, cut benefits, reduced benefits, pension cuts, pension freeze, cut pensions, scrapped pensions, fewer benefits',
  ],
  [
    'workLifeBalance sentiment:0.5',
    'a',
    'work-life balance, work life balance, flexible working, flexible hours, remote work, hybrid work, four-day week, four day week, paid time off, sabbatical',
  ],
  [
    '-workLifeBalance -sentiment:0.5',
    'a',
    'long hours, overtime abuse, unpaid overtime, burnout culture, always on, no work-life balance, grueling hours, gruelling hours, 996',
  ],
  [
    'wageFairness sentiment:0.5',
    'a',
    'fair wages, fair pay, living wage, pay rise, pay raise, wage increase, wage increases, raised wages, higher wages, minimum wage increase, profit sharing',
  ],
  [
    '-wageFairness -sentiment:0.5',
    'a',
    'low wages, poverty wages, wage stagnation, pay gap, pay disparity, excessive ceo pay, executive pay row, underpaid, underpayment',
  ],
  [
    'wageControversy -sentiment',
    'a',
    'wage theft=1.5, unpaid wages, wages withheld, payment delays, late wages, wage violations, stolen wages, misclassified workers, minimum wage violation',
  ],
  [
    'benefitsControversy -sentiment',
    'a',
    'pension raid, pension scandal, benefits eliminated, health coverage cut, retiree benefits cut, benefits clawback',
  ],
  // ---- management (governance)
  [
    'managementDiversity sentiment:0.5',
    'a',
    'board diversity, diverse board, women on the board, female directors, first female ceo, diverse leadership, independent directors',
  ],
  [
    '-managementDiversity -sentiment:0.5',
    'a',
    'all-male board, all male board, lack of board diversity, no women on the board, homogeneous board, boys club',
  ],
  [
    'qualityMgmtSystems sentiment:0.3',
    'a',
    'iso 9001, iso 14001, iso 45001, quality management system, six sigma, lean manufacturing, safety protocols, quality control, quality assurance, certification, certified',
  ],
  [
    'managementControversy -sentiment',
    'a',
    'ceo scandal, executive scandal, excessive pay, golden parachute, ceo misconduct, board scandal, governance scandal, executive perks, lavish spending, expense scandal, ceo ousted over',
  ],
  [
    'accountingControversy accountingNegative -sentiment',
    'a',
    'irregular accounting, accounting probe, accounting investigation, sec probe into accounting, auditor flagged, earnings manipulation, revenue recognition issues, book-cooking',
  ],
  [
    'taxFraudControversy -sentiment',
    'a',
    'tax evasion=1.5, tax fraud=1.5, tax dodging, tax avoidance, tax haven, tax havens, offshore accounts, unpaid taxes, back taxes, tax scheme, tax inquiry, tax probe, paradise papers, panama papers',
  ],
  // ---- product
  [
    'productControversy -productSentiment -sentiment',
    'a',
    'product recall, safety recall, recall of, injuries linked, deaths linked, product liability, contaminated, contamination, tainted, defective products, exploding batteries, airbag defect',
  ],
  [
    'privacyEfforts sentiment:0.5',
    'a',
    'data privacy, privacy protection, encryption, end-to-end encryption, privacy-first, privacy by design, data protection, gdpr compliant, user privacy, security upgrade',
  ],
  [
    'privacyControversy -sentiment',
    'a',
    'privacy violation=1.4, privacy violations, privacy breach, privacy scandal, data misuse, sold user data, tracking users, surveillance, spying on users, gdpr fine, gdpr breach, data harvesting, unauthorized data sharing',
  ],
  [
    'advertisementDeceptive -sentiment',
    'a',
    'false advertising=1.5, misleading advertising, deceptive advertising, misleading claims, false claims, deceptive marketing, bait and switch, greenwashing=1.4, fake reviews',
  ],
  [
    'rnDControversy -sentiment',
    'a',
    'unethical research, research misconduct, falsified data, fabricated data, trial halted, clinical trial scandal, animal testing, data manipulation in trial',
  ],
  [
    'customerSatisfaction sentiment',
    'a',
    'customer satisfaction, satisfied customers, happy customers, customer loyalty, loyal customers, high ratings, five-star ratings, net promoter score, repeat customers, customer praise',
  ],
  [
    '-customerSatisfaction -sentiment',
    'a',
    'customer dissatisfaction, unhappy customers, angry customers, customer backlash, customer complaints, poor service, terrible service, long waits, refund demands, customer exodus, churn',
  ],
  // ---- emissions
  [
    'climatePolicy sentiment:0.5',
    'a',
    'climate policy, climate pledge, climate commitment, climate target, climate targets, net zero=1.3, net-zero=1.3, carbon neutral, carbon neutrality, paris agreement, science-based targets, decarbonization, decarbonisation, carbon pricing, emissions targets',
  ],
  [
    '-climatePolicy -sentiment:0.5',
    'a',
    'climate rollback, abandoned climate target, missed climate target, backtracked on climate, climate denial, weakened climate pledge, lobbying against climate',
  ],
  [
    'airborneEmissionsImprovement carbonEmissionsImprovement sentiment:0.5',
    'a',
    'cut emissions, reduced emissions, lower emissions, emissions fell, emissions reduction, emission reductions, cleaner air, carbon capture, lower carbon, low-carbon, reduced co2',
  ],
  [
    '-airborneEmissionsImprovement -carbonEmissionsImprovement -sentiment:0.5',
    'a',
    'emissions rose, higher emissions, rising emissions, emissions increased, increased co2',
  ],
  [
    'airborneEmissionsControversy carbonEmissionsControversy -sentiment',
    'a',
    'gas leak, methane leak, methane leaks, flaring, flare-off, co2 release, carbon dioxide release, air pollution, smog, toxic fumes, emissions scandal=1.6, dieselgate, emissions cheating, radiation leak',
  ],
  [
    'pollutionImprovement sentiment:0.5',
    'a',
    'waste reduction, reduced waste, zero waste, cleanup, clean-up, remediation, pollution reduction, less pollution, cleaner production',
  ],
  [
    'pollutionControversy environmentalControversy -sentiment',
    'a',
    'pollution=1.2, polluted, polluting, toxic waste, toxic spill, chemical spill, contaminated water, water contamination, illegal dumping, plastic waste, hazardous waste, runoff, effluent, sewage discharge',
  ],
  [
    'environmentalControversy -sentiment',
    'a',
    'environmental damage=1.4, environmental disaster=1.6, ecological disaster, deforestation=1.3, habitat destruction, biodiversity loss, ecocide, environmental violations, environmental fine',
  ],
  [
    'industrialAccident safetyAccident -sentiment',
    'a',
    'industrial accident=1.5, fuel spill, tanker spill, mining accident=1.5, mine explosion, factory fire, plant explosion, refinery explosion, chemical explosion, dam collapse, tailings dam, nuclear accident',
  ],
  // ---- resource use
  [
    'recycling sentiment:0.5',
    'a',
    'recycling, recycled, recyclable, recycle, circular economy, reuse, upcycling, take-back program, recycled materials, closed-loop',
  ],
  ['-recycling -sentiment:0.5', 'a', 'single-use plastic, landfill, not recyclable, recycling fraud, waste exports'],
  [
    'energyEfficiencyEfforts sentiment:0.5',
    'a',
    'energy efficiency, energy-efficient, energy savings, saving energy, efficient lighting, led lighting, heat pumps, insulation, smart grid, reduced energy use, lower energy consumption',
  ],
  [
    '-energyEfficiencyEfforts -sentiment:0.5',
    'a',
    'energy waste, wasteful, energy-intensive, energy hog, inefficient, inefficiency, wasted energy',
  ],
  [
    'supplyChainSustainability sentiment:0.4',
    'a',
    'sustainable sourcing, responsible sourcing, supply chain sustainability, fair trade, ethically sourced, certified suppliers, traceability, conflict-free, supplier audits, sustainable supply chain',
  ],
  [
    'sustainablePackaging sentiment:0.4',
    'a',
    'sustainable packaging, recyclable packaging, compostable packaging, plastic-free packaging, biodegradable, reduced packaging, paper packaging',
  ],
  [
    '-sustainablePackaging -sentiment:0.4',
    'a',
    'excessive packaging, plastic packaging waste, non-recyclable packaging',
  ],
  // ---- environmental innovation
  [
    'environmentalInvestment sentiment:0.5',
    'a',
    'green investment, clean energy investment, sustainable investment, green bond, green bonds, climate fund, esg fund, impact investing, invested in clean technology, sustainability-linked',
  ],
  [
    'renewableEnergy sentiment:0.4',
    'a',
    'renewable energy=1.2, renewables, solar, solar power, solar panels, wind power, wind farm, wind farms, offshore wind, hydropower, geothermal, green hydrogen, clean energy, battery storage, electric vehicles, electric vehicle, ev, evs',
  ],
  [
    'renewableEnergyPolicy sentiment:0.4',
    'a',
    'renewable subsidies, green subsidies, feed-in tariff, clean energy tax credits, renewable targets, renewable mandate, inflation reduction act, green deal',
  ],
  [
    '-renewableEnergyPolicy -sentiment:0.4',
    'a',
    'renewable subsidies cut, solar tariffs, green subsidies scrapped, clean energy rollback, renewable target scrapped',
  ],
  [
    'sustainabilityImprovement sentiment:0.5',
    'a',
    'more sustainable, sustainability goals, sustainability improvement, sustainable growth, sustainable business, sustainability strategy, sustainable operations, esg improvement',
  ],
  [
    'sustainabilityControversy -sentiment:0.7',
    'a',
    'gambling, casino, casinos, firearms, guns, weapons maker, tobacco, cigarettes, vaping, alcohol, liquor, coal mining, thermal coal, oil sands, tar sands, predatory lending, payday loans, adult entertainment',
  ],
  [
    'sustainableInnovation sentiment:0.5',
    'a',
    'green technology, clean technology, cleantech, eco-friendly, environmentally friendly, green building, green construction, low-emission, zero-emission, sustainable materials, plant-based, biodegradable materials',
  ],
  // ---- shareholders
  [
    'antiTakeoverDevices -sentiment:0.5',
    'a',
    'poison pill=1.5, anti-takeover, staggered board, classified board, dual-class shares, dual class, super-voting shares, shareholder rights plan, golden share',
  ],
  [
    'shareholderRightsControversy -sentiment',
    'a',
    'shareholder rights, minority shareholders ignored, shareholder revolt, shareholder lawsuit, say on pay rejected, vote against pay, investor revolt, shareholder rebellion',
  ],
  [
    'creditControversy -sentiment',
    'a',
    'credit downgrade=1.4, downgraded to junk=1.6, junk rating, liquidity concerns, going concern warning, covenant breach, debt pile, default risk, solvency concerns, cash crunch, refinancing risk',
  ],
  [
    'securitiesControversy -sentiment',
    'a',
    'securities fraud=1.6, secondary offering, share sale, stock sale, dilution, dilutive, share dilution, pump and dump, market manipulation, spoofing, dividend cut',
  ],
  [
    'profitWarning earningsDecline -earningsDirection -sentiment',
    'a',
    'profit warning=1.6, profit warnings=1.6, issues profit warning, issued a profit warning, warns on profit, warned on profits, earnings warning',
  ],
  [
    'earningsDecline -sentiment',
    'a',
    'earnings decline, declining earnings, lowered guidance, negative earnings surprise, earnings shortfall, profit slump, profit plunge, profit slide',
  ],
  [
    'insiderDealingControversy -sentiment',
    'a',
    'insider trading=1.6, insider dealing=1.6, front-running, front running, market abuse, illegal trading, tipped off, trading on inside information',
  ],
  [
    'activistInvestorActivity',
    'a',
    'activist investor=1.4, activist investors, activist hedge fund, activist stake, activist campaign, elliott management, icahn, starboard value, trian, third point, hostile takeover, board seats',
  ],
  [
    'proxyFight -sentiment:0.3',
    'a',
    'proxy fight=1.5, proxy battle=1.5, proxy contest, board fight, hostile bid, control battle, dissident slate, consent solicitation',
  ],
  // ---- human rights
  [
    'humanRightsEfforts sentiment:0.5',
    'a',
    'human rights policy, respect for human rights, human rights due diligence, worker welfare, ethical supply chain, modern slavery statement, fair labor, fair labour, indigenous rights respected',
  ],
  [
    'humanRightsControversy -sentiment',
    'a',
    'human rights abuses=1.5, human rights violations=1.5, human rights abuse, rights abuses, abuse of workers, forced displacement, land grab, indigenous land, persecution, torture',
  ],
  [
    'childLabor humanRightsControversy -sentiment',
    'a',
    'child labor=1.6, child labour=1.6, underage workers, child workers, child miners, underage labor, underage labour',
  ],
  [
    'laborExploitation humanRightsControversy -sentiment',
    'a',
    'forced labor=1.6, forced labour=1.6, slave labor=1.7, slave labour=1.7, modern slavery=1.6, prison labor, prison labour, bonded labor, bonded labour, labor exploitation, labour exploitation, uyghur forced labor, debt bondage',
  ],
  [
    'criticalCountriesControversy -sentiment',
    'a',
    'sanctions violation=1.5, sanctions violations, violated sanctions, sanctions breach, sanctions evasion, dealings with iran, dealings with north korea, export control violation, embargo violation',
  ],
  // ---- community
  [
    'publicHealthSupport sentiment:0.5',
    'a',
    'public health, vaccine donation, donated vaccines, healthy options, health initiative, access to medicine, free screenings, nutrition program, clean water access',
  ],
  [
    '-publicHealthSupport publicHealthControversy -sentiment',
    'a',
    'public health risk, opioid crisis=1.5, opioids, addictive, addiction, health hazard, carcinogen, carcinogenic, toxic chemicals, forever chemicals, pfas, asbestos, lead poisoning',
  ],
  [
    'charity sentiment:0.5',
    'a',
    'charity, charitable, donation, donations, donated, donates, philanthropy, philanthropic, volunteer, volunteers, volunteering, community support, foundation grant, pledged to donate, fundraising, community investment',
  ],
  [
    'accessAffordability sentiment:0.5',
    'a',
    'affordable, affordability, low-cost, accessible, free access, price cut for patients, universal access, lower prices, discounted for low-income',
  ],
  [
    '-accessAffordability -sentiment:0.5',
    'a',
    'unaffordable, price gouging=1.5, overpriced, exorbitant, too expensive, price hike, price hikes, drug price hike, out of reach, exclusive pricing',
  ],
  [
    'antiCompetitiveActs -sentiment',
    'a',
    'antitrust=1.2, anti-competitive, anticompetitive, monopoly, monopolistic, cartel=1.4, price fixing=1.5, price-fixing, collusion, abuse of dominance, dominant position, competition probe, competition authority, antitrust fine',
  ],
  [
    'lobbying',
    'a',
    'lobbying, lobbyist, lobbyists, lobbied, lobby group, political donations, campaign contributions, lobbying spending, super pac',
  ],
  [
    'ethicsControversy -trust -sentiment',
    'a',
    'ethics violation, ethics breach, unethical=1.4, ethical lapse, deceitful practices, misconduct=1.2, wrongdoing=1.2, impropriety, code of conduct breach, whistleblower=1.1, whistle-blower',
  ],
  [
    'corruptionControversy -trust -sentiment',
    'a',
    'bribery scandal=1.6, bribery charges, corruption probe=1.5, corruption charges, kickback scheme, fcpa, foreign corrupt practices act, paid bribes, corruption scandal',
  ],
  [
    'classActionLawsuit litigation -sentiment',
    'a',
    'class action lawsuit=1.5, class-action lawsuit=1.5, class action suit, class-action suit, class action filed, shareholder class action, consumer class action',
  ],
  [
    'iPControversy litigation -sentiment:0.7',
    'a',
    'patent infringement=1.4, infringed patents, ip theft, intellectual property theft, trade secret theft, patent troll, copyright infringement, counterfeit, counterfeits, piracy',
  ],
  [
    'legalPenalty litigation -sentiment',
    'a',
    'fined=1.3, fine of, penalty of, civil penalty, record fine=1.6, ordered to pay, damages awarded, settlement of, agreed to pay, paid a fine, sanctioned by, penalized, penalised, disgorgement',
  ],
  [
    'crimeControversy -sentiment',
    'a',
    'criminal charges, criminal investigation, arrested, arrest, raided, police raid, fraud charges, guilty plea, pleaded guilty, convicted, conviction, jailed, sentenced, criminal probe, money laundering charges',
  ],
  // ---- CSR strategy
  [
    'cSRActivities cSRStrategy sentiment:0.3',
    'a',
    'sustainability report, csr report, esg report, impact report, gri standards, global reporting initiative, integrated report, tcfd, sasb, non-financial reporting, sustainability disclosure, csr, corporate social responsibility, esg disclosure',
  ],
  [
    '-cSRStrategy -sentiment:0.4',
    'a',
    'no sustainability report, poor esg disclosure, esg rating cut, esg downgrade, dropped from esg index, greenwashing allegations',
  ],
];
