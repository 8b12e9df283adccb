/**
 * Earnings-call transcripts (spec: Transcripts, /mta/data): one call per company per quarter, on the day of the
 * corpus's earnings event, with prepared remarks (operator, CEO, CFO) and a Q&A (analysts asking, CEO or CFO
 * answering). The text comes from our own phrase banks, slanted by the company's latent mood that day and by
 * whether it beat or missed; the engine then scores every turn, and the analytics are sums over turns: sentiment
 * by section (prepared remarks, Q&A) and by speaker role, the call's buzz and uncertainty, its keyphrases and an
 * extractive summary.
 */
import { analyze, INDICATORS } from '@moodwire/engine';
import { ENGINE_BUZZ, ENGINE_NEGATIVE, ENGINE_POSITIVE } from '../build/columns';
import type { CorpusPlan } from '../corpus/generate-corpus';
import type { ReferenceAsset } from '../universe/types';
import { Random } from '../util/random';

export type TranscriptRole = 'Operator' | 'CEO' | 'CFO' | 'Analyst';
export type TranscriptSection = 'Prepared remarks' | 'Q&A';

export interface TranscriptTurn {
  seq: number;
  section: TranscriptSection;
  speaker: string;
  role: TranscriptRole;
  text: string;
  buzz: number;
  sentiment: number;
}

export interface Transcript {
  id: string;
  asset: number;
  /** Output day index of the call. */
  day: number;
  quarter: string;
  title: string;
  beat: boolean;
  turns: TranscriptTurn[];
  buzz: number;
  sentiment: number;
  uncertainty: number;
  bySection: Record<TranscriptSection, number>;
  byRole: Record<'CEO' | 'CFO' | 'Analyst', number>;
  keyphrases: string[];
  summary: string;
}

const POSITIVE_CEO = [
  'We delivered another strong quarter, with record revenue and growing demand across every region.',
  'Our teams executed well and customers responded enthusiastically to the new product line.',
  'We are confident in our strategy and optimistic about the opportunities ahead of us.',
  'Momentum in the business is excellent, and our pipeline has never been healthier.',
  'We won several important new customers and our market share improved again.',
  'Innovation remains at the heart of what we do, and the launch exceeded our expectations.',
  'I am proud of the progress we made and grateful to our employees for their dedication.',
  'We expect growth to continue next year as investments in capacity start to pay off.',
];
const NEGATIVE_CEO = [
  'This was a difficult quarter, and our results fell short of what we expected.',
  'Demand weakened in several markets and we lost share to aggressive competitors.',
  'We are disappointed with the delays on the new product and we take responsibility for them.',
  'The environment remains uncertain, and we expect pressure on volumes to continue.',
  'We are restructuring the business and will cut costs, including some painful job reductions.',
  'Supply chain problems and higher costs hurt our performance more than we anticipated.',
  'We face real challenges, and rebuilding the trust of our customers will take time.',
  'Regulatory scrutiny and an ongoing lawsuit weighed on the quarter.',
];
const POSITIVE_CFO = [
  'Revenue grew strongly and operating margins expanded by two points.',
  'Earnings per share rose to a record, well ahead of our guidance.',
  'Free cash flow was robust, and we are raising the dividend and expanding the buyback.',
  'We are raising our full-year guidance for both revenue and profit.',
  'Our balance sheet is strong, with lower debt and ample liquidity.',
  'Gross margin improved thanks to better pricing and a favourable product mix.',
];
const NEGATIVE_CFO = [
  'Revenue declined and operating margins contracted as costs rose.',
  'Earnings per share missed our guidance, mainly because of weaker sales.',
  'Cash flow was weak this quarter and inventory levels remain too high.',
  'We are lowering our full-year guidance to reflect softer demand.',
  'We recorded an impairment charge and a loss on the restructuring.',
  'Higher interest costs and currency headwinds reduced profit.',
];
const QUESTIONS = [
  'Could you talk about the demand trends you are seeing so far this quarter?',
  'How should we think about margins for the rest of the year?',
  'Can you give more color on the competitive environment and pricing?',
  'What are the main risks to your guidance?',
  'How are you thinking about capital allocation and the dividend?',
  'Could you update us on the new product launch and customer feedback?',
  'Are you seeing any slowdown in orders from your largest customers?',
  'What drove the change in operating costs this quarter?',
];
const POSITIVE_ANSWERS = [
  'We are very encouraged; orders accelerated and customers are expanding their commitments.',
  'We expect margins to keep improving as the efficiency programme delivers savings.',
  'Our pricing held up well and we continue to gain share.',
  'We feel good about the outlook and the guidance already reflects a prudent view.',
  'Feedback has been outstanding and adoption is ahead of plan.',
];
const NEGATIVE_ANSWERS = [
  'Honestly, visibility is poor and we are cautious about the next few months.',
  'Margins will stay under pressure until costs come down, and that may take a while.',
  'Competition is intense and we had to cut prices to defend volumes.',
  'The main risk is a further slowdown in demand, which we cannot rule out.',
  'Some customers delayed orders and we saw cancellations late in the quarter.',
];
const ANALYSTS = [
  ['Maria Lindqvist', 'Northbridge Securities'],
  ['David Okafor', 'Harbour Capital'],
  ['Sofia Marchetti', 'Alpine Research'],
  ['Kenji Watanabe', 'Pacific Equity Partners'],
  ['Laura Schmidt', 'Rhine Analytics'],
  ['James Whitaker', 'Crescent Bank'],
  ['Priya Raman', 'Meridian Investments'],
  ['Tomás Herrera', 'Atlas Brokerage'],
] as const;
const FIRST_NAMES = ['Anna', 'Michael', 'Elena', 'Robert', 'Yuki', 'Daniel', 'Claire', 'Samuel', 'Ingrid', 'Omar'];
const LAST_NAMES = ['Berg', 'Carter', 'Duarte', 'Evans', 'Fischer', 'Gupta', 'Hansen', 'Ito', 'Klein', 'Moreau'];

const UNCERTAINTY = INDICATORS.findIndex((indicator) => indicator.code === 'uncertainty');

function sentimentOf(sums: Float64Array): number {
  const buzz = sums[ENGINE_BUZZ] ?? 0;
  return buzz > 0 ? ((sums[ENGINE_POSITIVE] ?? 0) - (sums[ENGINE_NEGATIVE] ?? 0)) / buzz : 0;
}

function pickToned(random: Random, positive: readonly string[], negative: readonly string[], mood: number): string {
  return random.pick(random.next() < 1 / (1 + Math.exp(-3 * mood)) ? positive : negative);
}

/**
 * Fiscal quarter reported on a call, as a count of quarters (year x 4 + quarter - 1): the calendar quarter
 * before the call's, and at least one after the company's previous call. Calls come every 91 days, so two of
 * them can fall in one calendar quarter (1 July and 30 September): each still reports its own quarter, and its
 * transcript id (company and quarter) names one call only.
 */
export function reportedQuarter(day: string, previous = Number.NEGATIVE_INFINITY): number {
  const calendar = Number(day.slice(0, 4)) * 4 + Math.floor((Number(day.slice(5, 7)) - 1) / 3) - 1;
  return Math.max(calendar, previous + 1);
}

/** 'Q3 2026' for a count of quarters. */
export function quarterLabel(count: number): string {
  return `Q${(count % 4) + 1} ${Math.floor(count / 4)}`;
}

/** Companies with transcripts: the most prominent `limit` companies (real ones first). */
export function transcriptCompanies(assets: readonly ReferenceAsset[], limit: number): Set<number> {
  const companies = assets
    .map((asset, i) => ({ asset, i }))
    .filter(({ asset }) => asset.class === 'equ')
    .sort(
      (a, b) => Number(a.asset.isSynthetic) - Number(b.asset.isSynthetic) || b.asset.prominence - a.asset.prominence,
    );
  return new Set(companies.slice(0, limit).map(({ i }) => i));
}

/**
 * The transcripts of the plan's earnings events (output days only: plan day d is output day d - 1), scored by
 * the engine. Deterministic from the seed, the company and the day.
 */
export function generateTranscripts(plan: CorpusPlan, companies: ReadonlySet<number>): Transcript[] {
  const transcripts: Transcript[] = [];
  const dayCount = plan.days.length;
  // The quarter each company reported last (plan events come in day order).
  const lastQuarter = new Map<number, number>();
  for (const event of plan.events) {
    if (event.day < 1 || !companies.has(event.asset)) continue;
    if (event.kind !== 'earningsBeat' && event.kind !== 'earningsMiss') continue;
    const asset = plan.assets[event.asset];
    const day = plan.days[event.day];
    if (!asset || !day) continue;
    const random = new Random(`${plan.seed}:transcript:${asset.id}:${day}`);
    const beat = event.kind === 'earningsBeat';
    const mood = Math.max(-1, Math.min(1, (plan.mood[event.asset * dayCount + event.day] ?? 0) + (beat ? 0.5 : -0.5)));
    const person = () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    const ceo = person();
    const cfo = person();
    const quarterCount = reportedQuarter(day, lastQuarter.get(event.asset));
    lastQuarter.set(event.asset, quarterCount);
    const quarter = quarterLabel(quarterCount);
    const drafts: Omit<TranscriptTurn, 'seq' | 'buzz' | 'sentiment'>[] = [
      {
        section: 'Prepared remarks',
        speaker: 'Operator',
        role: 'Operator',
        text: `Good day, and welcome to the ${asset.name} ${quarter} earnings conference call. I will now hand the call over to ${ceo}, Chief Executive Officer.`,
      },
      {
        section: 'Prepared remarks',
        speaker: ceo,
        role: 'CEO',
        text: Array.from({ length: random.int(3, 5) }, () => pickToned(random, POSITIVE_CEO, NEGATIVE_CEO, mood)).join(
          ' ',
        ),
      },
      {
        section: 'Prepared remarks',
        speaker: cfo,
        role: 'CFO',
        text: Array.from({ length: random.int(3, 4) }, () => pickToned(random, POSITIVE_CFO, NEGATIVE_CFO, mood)).join(
          ' ',
        ),
      },
    ];
    const questions = random.int(3, 5);
    for (let q = 0; q < questions; q++) {
      const [analyst, firm] = random.pick(ANALYSTS);
      drafts.push({ section: 'Q&A', speaker: `${analyst}, ${firm}`, role: 'Analyst', text: random.pick(QUESTIONS) });
      const answerer = random.chance(0.5)
        ? { speaker: ceo, role: 'CEO' as const }
        : { speaker: cfo, role: 'CFO' as const };
      drafts.push({
        section: 'Q&A',
        ...answerer,
        text: `${pickToned(random, POSITIVE_ANSWERS, NEGATIVE_ANSWERS, mood)} ${pickToned(random, POSITIVE_ANSWERS, NEGATIVE_ANSWERS, mood)}`,
      });
    }
    const total = new Float64Array(INDICATORS.length);
    const sectionSums = { 'Prepared remarks': [0, 0], 'Q&A': [0, 0] } as Record<TranscriptSection, [number, number]>;
    const roleSums = { CEO: [0, 0], CFO: [0, 0], Analyst: [0, 0] } as Record<
      'CEO' | 'CFO' | 'Analyst',
      [number, number]
    >;
    const turns = drafts.map((draft, seq): TranscriptTurn => {
      const sums = analyze(draft.text, { terms: false, keyphrases: false, summary: false }).document.sums;
      for (let i = 0; i < total.length; i++) total[i] = (total[i] ?? 0) + (sums[i] ?? 0);
      const buzz = sums[ENGINE_BUZZ] ?? 0;
      const net = (sums[ENGINE_POSITIVE] ?? 0) - (sums[ENGINE_NEGATIVE] ?? 0);
      const section = sectionSums[draft.section];
      section[0] += buzz;
      section[1] += net;
      if (draft.role !== 'Operator') {
        const role = roleSums[draft.role];
        role[0] += buzz;
        role[1] += net;
      }
      return { ...draft, seq, buzz, sentiment: sentimentOf(sums) };
    });
    const whole = analyze(turns.map((turn) => turn.text).join('\n'), { terms: false, keyphrases: 8, summary: 2 });
    const ratio = ([buzz, net]: [number, number]) => (buzz > 0 ? net / buzz : 0);
    const buzz = total[ENGINE_BUZZ] ?? 0;
    transcripts.push({
      id: `tr-${asset.id}-${quarter.replace(' ', '-')}`,
      asset: event.asset,
      day: event.day - 1,
      quarter,
      title: `${asset.name} ${quarter} earnings call`,
      beat,
      turns,
      buzz,
      sentiment: sentimentOf(total),
      uncertainty: buzz > 0 ? (total[UNCERTAINTY] ?? 0) / buzz : 0,
      bySection: { 'Prepared remarks': ratio(sectionSums['Prepared remarks']), 'Q&A': ratio(sectionSums['Q&A']) },
      byRole: { CEO: ratio(roleSums.CEO), CFO: ratio(roleSums.CFO), Analyst: ratio(roleSums.Analyst) },
      keyphrases: whole.keyphrases.map((keyphrase) => keyphrase.phrase),
      summary: whole.summary,
    });
  }
  return transcripts;
}
