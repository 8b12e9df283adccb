import { formatDecimal } from '@moodwire/domain';
import { ArrowRight, Bell, FlaskConical, ListChecks, Radar, Sparkles } from 'lucide-react';
import Link from 'next/link';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { apiUrl } from '@/lib/runtime/api-url';

/** GET /radarv5/preview as the intro reads it. */
interface RadarPreview {
  lastDay: string;
  window: number;
  assets: {
    asset: string;
    name: string;
    symbol: string;
    class: string;
    buzzZ: number | null;
    sentimentZ: number | null;
    unusualness: number | null;
  }[];
}

/** The public sample, read by the server at request time; null when the API cannot answer now. */
async function readPreview(): Promise<RadarPreview | null> {
  try {
    const response = await fetch(`${apiUrl()}/radarv5/preview?limit=6`, { cache: 'no-store' });
    if (!response.ok) return null;
    return ((await response.json()) as { data: RadarPreview }).data;
  } catch {
    return null;
  }
}

const CLASS_NAMES: Record<string, string> = { equ: 'Company', crypto: 'Coin', cur: 'Currency' };

function zText(z: number | null): string {
  return z === null ? 'n/a' : `${formatDecimal(z, 1, true)} σ`;
}

function LiveExample({ preview }: { preview: RadarPreview | null }) {
  if (!preview) {
    return (
      <p className="mt-4 text-slate-600 text-sm dark:text-slate-400">
        The live example cannot be read right now; sign in to open the monitor.
      </p>
    );
  }
  if (preview.assets.length === 0) {
    return <p className="mt-4 text-slate-600 text-sm dark:text-slate-400">No asset has enough history yet.</p>;
  }
  return (
    <div className="mt-4 overflow-x-auto">
      <table data-testid="radar-intro-example" className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">The most unusual widely followed assets on {preview.lastDay}</caption>
        <thead className="text-slate-500 text-xs dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Asset
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Buzz vs normal
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Sentiment vs normal
            </th>
          </tr>
        </thead>
        <tbody>
          {preview.assets.map((row) => (
            <tr key={`${row.class}:${row.asset}`} className="border-slate-100 border-t dark:border-slate-800">
              <td className="py-2 pr-3">
                <span className="font-medium text-slate-900 dark:text-slate-100">{row.name}</span>{' '}
                <span className="text-slate-500 text-xs dark:text-slate-400">
                  {row.symbol !== row.name ? `${row.symbol} · ` : ''}
                  {CLASS_NAMES[row.class] ?? row.class}
                </span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{zText(row.buzzZ)}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{zText(row.sentimentZ)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 flex items-start gap-1.5 text-slate-500 text-xs dark:text-slate-400">
        <FlaskConical aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        Live from the data of {preview.lastDay} (UTC), against each asset’s previous {preview.window} days. Demo builds
        are simulated from a deterministic model, not a real news feed.
      </p>
    </div>
  );
}

const FEATURES = [
  {
    icon: Radar,
    title: 'Monitor',
    text: 'Every asset of a class, or of your watchlist, with today’s buzz and sentiment measured against its own normal level, 30-day sparklines, most unusual first. It follows new data by itself.',
  },
  {
    icon: ListChecks,
    title: 'Watchlists',
    text: 'Build lists by search, pasted tickers or a pasted article (our engine finds the assets it names); import and export CSV and TradingView lists.',
  },
  {
    icon: Bell,
    title: 'Alerts',
    text: 'Rules on an asset, a group or a watchlist: thresholds, z-scores, changes and buzz spikes, previewed on a year of history, delivered in the app and to your webhook.',
  },
  {
    icon: Sparkles,
    title: 'Themes',
    text: 'Describe a theme with keywords and phrases; see how much the news talks about it, in what tone, and which assets it is about.',
  },
];

/** /radar/intro: the public introduction to Radar with a live example from the data. */
export async function RadarIntro() {
  const preview = await readPreview();
  return (
    <MarketingPage
      eyebrow="Radar"
      title="See what moves before it moves the price"
      lead="Radar watches the buzz and the tone of the news and social media about every asset, and tells you when an asset leaves its normal range."
    >
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          href="/signin?next=/radar/radar-ui"
          className="inline-flex items-center gap-1.5 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Sign in to Radar <ArrowRight aria-hidden className="size-4" />
        </Link>
        <Link
          href="/contact-us"
          className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Ask for a trial
        </Link>
        <Link
          href="/radar/radar-alerts"
          className="inline-flex items-center gap-1.5 px-2 py-2 font-medium text-brand-600 text-sm hover:underline dark:text-brand-100"
        >
          About alerts
        </Link>
      </div>

      <section
        aria-labelledby="radar-live"
        className="mt-10 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <h2 id="radar-live" className="font-semibold text-lg text-slate-900 dark:text-slate-100">
          Right now: the most unusual of the most followed assets
        </h2>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          σ is how many standard deviations today lies from the asset’s own normal level.
        </p>
        <LiveExample preview={preview} />
      </section>

      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="flex flex-col gap-2 rounded-lg border border-slate-200 p-5 dark:border-slate-800 dark:bg-slate-900/40"
          >
            <feature.icon aria-hidden className="size-5 text-brand-600 dark:text-brand-100" />
            <h2 className="font-semibold text-lg text-slate-900 dark:text-slate-100">{feature.title}</h2>
            <p className="text-slate-600 text-sm dark:text-slate-400">{feature.text}</p>
          </li>
        ))}
      </ul>
    </MarketingPage>
  );
}
