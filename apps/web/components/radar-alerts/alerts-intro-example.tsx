/**
 * The live example of the public alerts page: a buzz-spike rule on Bitcoin over the public 90-day series of GET
 * /public-asset (no sign-in), drawn on the server as SVG with a mark on every day it would have fired. No chart
 * script reaches the browser; a failed read is said in the figure, and the rest of the page reads on.
 */
import './register-alert-chart';
import { MESSAGES } from '@moodwire/domain';
import { renderChartSvg, SNAPSHOT_LOOK } from '@/components/charts/render-svg';
import { readData } from '@/lib/api/typed-client';
import { findBuzzSpikes, type SampleBuzzSpikeRule } from '@/lib/radar-alerts/sample-buzz-spike';
import { publicApi } from '@/lib/server/account-api';
import { previewChartOption } from './alert-preview-option';

/** The example's asset: the most talked-about coin, present in every lake scale. */
const EXAMPLE_ASSET = { code: 'BTC', class: 'crypto' } as const;
// 1.5x: a coin's buzz swings with the week, so a doubling is rare and a page that never marks a day teaches nothing.
export const EXAMPLE_RULE: SampleBuzzSpikeRule = { factor: 1.5, window: 14, cooldownDays: 3 };
const EXAMPLE_TIMEOUT_MS = 3_000;

/** Drawn twice, for a phone and a wider column; CSS shows the one that fits (the server does not know the screen). */
const SIZES = [
  { key: 'phone', width: 340, height: 240, className: 'sm:hidden' },
  { key: 'wide', width: 900, height: 280, className: 'hidden sm:block' },
] as const;

async function readExample() {
  return readData(
    publicApi().GET('/public-asset', {
      params: { query: { asset: EXAMPLE_ASSET.code, cls: EXAMPLE_ASSET.class } },
      signal: AbortSignal.timeout(EXAMPLE_TIMEOUT_MS),
    }),
  );
}

export async function AlertsIntroExample() {
  let asset: Awaited<ReturnType<typeof readExample>>;
  try {
    asset = await readExample();
  } catch {
    return (
      <figure className="rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        The live example cannot be drawn right now ({MESSAGES.defaultError.toLowerCase()}).
      </figure>
    );
  }
  const { series } = asset;
  // A young lake starts later than the public window: say the days the chart has.
  const from = series.points[0]?.date.slice(0, 10) ?? series.start;
  const firings = findBuzzSpikes(series.points, EXAMPLE_RULE);
  const option = previewChartOption({
    points: series.points,
    firings,
    isBuzz: true,
    seriesName: 'Buzz',
    look: SNAPSHOT_LOOK,
  });
  const label = `Daily buzz of ${asset.name} from ${from} to ${series.end}, with ${firings.length} days marked where the example rule would have fired`;
  return (
    <figure
      data-testid="alerts-example"
      data-firings={firings.length}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <figcaption className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-slate-900 dark:text-slate-100">
          “{asset.name} buzz spike”: buzz at least {EXAMPLE_RULE.factor} × its {EXAMPLE_RULE.window}-day mean, cooldown{' '}
          {EXAMPLE_RULE.cooldownDays} days
        </span>
        <span className="text-slate-600 dark:text-slate-300">
          {firings.length === 0 ? (
            <>
              Would not have fired from {from} to {series.end}.
            </>
          ) : (
            <>
              Would have fired{' '}
              {/* The chart's mark red; a lighter red in the dark theme (axe: #dc2626 on slate-900 is below 4.5:1). */}
              <strong className="text-red-600 dark:text-red-400">
                {firings.length} {firings.length === 1 ? 'time' : 'times'}
              </strong>{' '}
              from {from} to {series.end}, last on {firings.at(-1)?.date}.
            </>
          )}
        </span>
      </figcaption>
      {SIZES.map((size) => (
        <div
          key={size.key}
          role="img"
          aria-label={label}
          className={`w-full [&>svg]:h-auto [&>svg]:w-full ${size.className}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: ECharts' own SVG output, whose text it escapes (render-svg.test.ts)
          dangerouslySetInnerHTML={{ __html: renderChartSvg(option, size) }}
        />
      ))}
    </figure>
  );
}
