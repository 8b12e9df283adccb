/** The OpenAPI shape of a scores analysis answer (packages/warehouse/src/read/scores-analysis.ts), with its example. */
import { Type } from '@fastify/type-provider-typebox';
import { IC_DECAY_MAX_DATES, IC_DECAY_MAX_HORIZON, SCORES_MAX_DAYS } from '@moodwire/warehouse';
import { Nullable } from './area-schemas';

const Num = (description: string) => Nullable(Type.Number({ description }));

export const SCORES_ANALYSIS_DESCRIPTION =
  'Does the signal rank the universe by its coming returns? Computed on the server from the lake, walk-forward ' +
  'only. Trading days: the class’s market days (crypto every day, other classes Monday to Friday) inside ' +
  '[start_date, end_date). On each rebalancing date t (every trading day, or the last of each week or month) the ' +
  'signal is the value of the daily window ending on t at 20:30 UTC, known at the end of t; the forward return runs ' +
  'from the close of the next trading day (t+1, `entryDate`) to the close `horizon` trading days later ' +
  '(`exitDate`, the latest price the row reads). A date whose exit lies past the range is left out (incomplete). ' +
  'The IC is Spearman’s rank correlation of signal and forward return among the members with both (at least 5); ' +
  'members without a signal or a return are counted per date. The long-short line buys the top and sells the ' +
  'bottom quintile (formed on t from the members with a signal and a close) at the close of t+1 and holds them to ' +
  `the close after the next rebalancing date (\`until\`); turnover is the share of new names per leg. IC decay: the ` +
  `mean IC at each horizon 1..${IC_DECAY_MAX_HORIZON}, over at most ${IC_DECAY_MAX_DATES} rebalancing dates taken ` +
  `evenly over the range. At most ${SCORES_MAX_DAYS} days per request. The demo ` +
  'lake’s prices are simulated. The t-statistic treats the dates as independent: with a horizon longer than the ' +
  'rebalancing step the returns overlap and it overstates the evidence. format=csv gives one line per rebalancing ' +
  'date: the IC, quintile means and the long-short holding.';

const IcPointSchema = Type.Object({
  date: Type.String({ description: 'Rebalancing date t (the signal’s day), YYYY-MM-DD' }),
  entryDate: Type.String({ description: 'The close the return starts from (t+1)' }),
  exitDate: Type.String({ description: 'The close the return ends at: the latest price this row reads' }),
  ic: Num('Rank IC; null with fewer than 5 usable members'),
  assets: Type.Integer({ description: 'Members with a signal and a return' }),
  noSignal: Type.Integer({ description: 'Members without a signal on t' }),
  noReturn: Type.Integer({ description: 'Members with a signal but without both closes' }),
  quintiles: Type.Array(Nullable(Type.Number()), { description: 'Mean forward return per quintile, lowest first' }),
});

const LongShortSchema = Type.Object({
  date: Type.String({ description: 'Rebalancing date the legs were formed on' }),
  until: Type.String({ description: 'The holding’s last close: the latest price it reads' }),
  longShort: Num('Top minus bottom quintile return over the holding'),
  cumulative: Type.Number({ description: 'Compounded long-short return up to this holding’s end' }),
  turnover: Num('Share of new names in the legs (mean of both); null on the first'),
  long: Type.Integer(),
  short: Type.Integer(),
});

const SignalSchema = Type.Object({
  kind: Type.Union([Type.Literal('indicator'), Type.Literal('model')]),
  indicator: Type.Optional(Type.String()),
  source: Type.Optional(Type.String()),
});

export const ScoresAnalysisSchema = Type.Object(
  {
    product: Type.String({ description: 'rma or esg' }),
    universe: Type.Object({
      kind: Type.Union([Type.Literal('group'), Type.Literal('watchlist')]),
      id: Type.String(),
      name: Type.String(),
    }),
    assetClass: Type.String({ description: 'The class whose dataset gives the signal' }),
    priceClass: Type.String({ description: 'The class whose (simulated) prices give the returns' }),
    signal: SignalSchema,
    horizon: Type.Integer(),
    rebalancing: Type.String(),
    from: Type.String({ description: 'First day (inclusive)' }),
    to: Type.String({ description: 'End day (exclusive)' }),
    members: Type.Integer(),
    tradingDays: Type.Integer(),
    summary: Type.Object({
      meanIc: Num('Mean rank IC'),
      icStd: Num('Standard deviation of the ICs'),
      tStat: Num('Mean IC / (deviation / sqrt(dates))'),
      hitRate: Num('Share of dates with a positive IC'),
      dates: Type.Integer({ description: 'Dates with an IC' }),
      skippedDates: Type.Integer({ description: 'Dates with fewer than 5 usable members' }),
      incompleteDates: Type.Integer({ description: 'Dates whose exit lies past the range' }),
      meanAssets: Num('Mean usable members per date'),
      longShortReturn: Num('Compounded long-short return over every holding'),
      meanTurnover: Num('Mean turnover per rebalance'),
    }),
    ics: Type.Array(IcPointSchema),
    quintiles: Type.Array(
      Type.Object({ quintile: Type.Integer(), meanReturn: Num('Mean forward return'), dates: Type.Integer() }),
    ),
    longShort: Type.Array(LongShortSchema),
    decay: Type.Array(
      Type.Object({
        horizon: Type.Integer(),
        meanIc: Num('Mean rank IC at this horizon'),
        tStat: Num('Its t-statistic'),
        dates: Type.Integer(),
      }),
    ),
  },
  {
    examples: [
      {
        product: 'rma',
        universe: { kind: 'group', id: 'equ_top500', name: 'Top 500 Companies' },
        assetClass: 'equ',
        priceClass: 'equ',
        signal: { kind: 'indicator', indicator: 'sentiment', source: 'News_Social' },
        horizon: 5,
        rebalancing: 'weekly',
        from: '2025-11-26',
        to: '2026-11-26',
        members: 500,
        tradingDays: 261,
        summary: {
          meanIc: 0.046,
          icStd: 0.087,
          tStat: 3.8,
          hitRate: 0.69,
          dates: 51,
          skippedDates: 0,
          incompleteDates: 1,
          meanAssets: 143.9,
          longShortReturn: 0.21,
          meanTurnover: 0.8,
        },
        ics: [
          {
            date: '2025-11-28',
            entryDate: '2025-12-01',
            exitDate: '2025-12-08',
            ic: 0.052,
            assets: 141,
            noSignal: 359,
            noReturn: 0,
            quintiles: [-0.006, -0.005, -0.003, -0.002, 0.001],
          },
        ],
        quintiles: [{ quintile: 1, meanReturn: -0.006, dates: 51 }],
        longShort: [
          {
            date: '2025-11-28',
            until: '2025-12-08',
            longShort: 0.004,
            cumulative: 0.004,
            turnover: null,
            long: 29,
            short: 28,
          },
        ],
        decay: [{ horizon: 1, meanIc: 0.028, tStat: 2.1, dates: 51 }],
      },
    ],
  },
);

export const SCORES_ANALYSIS_CSV_EXAMPLE =
  'date,entryDate,exitDate,ic,assets,noSignal,noReturn,q1,q2,q3,q4,q5,holdingUntil,longShort,longShortCumulative,turnover\n' +
  '2025-11-28,2025-12-01,2025-12-08,0.052,141,359,0,-0.006,-0.005,-0.003,-0.002,0.001,2025-12-08,0.004,0.004,\n';
