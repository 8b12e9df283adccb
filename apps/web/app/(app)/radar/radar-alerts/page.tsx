import { ALERT_KINDS } from '@moodwire/domain';
import { BellRing, Crosshair, Webhook } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { AlertsIntroExample } from '@/components/radar-alerts/alerts-intro-example';
import { ALERT_KIND_INFO } from '@/lib/radar-alerts/alert-form';
import { WEBHOOK_GUIDE_HREF } from '@/lib/radar-alerts/alert-links';
import { routePageMetadata } from '@/lib/seo/page-metadata';

export const metadata = routePageMetadata(
  '/radar/radar-alerts',
  'Radar alerts watch an asset, a group or a watchlist for a threshold crossing, an unusual z-score, a change ' +
    'over a period or a buzz spike, and tell you in the app and by a signed webhook.',
);

const WEBHOOK_BODY = `{
  "id": "9b2f6c1e-…",
  "rule": { "id": "…", "name": "Bitcoin buzz spike", "kind": "buzz_spike", "indicator": "buzz", "source": "News_Social" },
  "asset": { "class": "crypto", "code": "BTC", "name": "Bitcoin" },
  "window": "2026-11-20",
  "values": { "buzz": 812, "mean": 301.4, "factor": 2.69 },
  "message": "Bitcoin (BTC): buzz 812 is 2.69x its 14-day mean (301) on 2026-11-20",
  "firedAt": "2026-11-21T00:00:04.512Z"
}`;

const VERIFY_NODE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// header: the Moodwire-Signature value; body: the raw request body, as received
export function verify(header, body, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${body}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && parts.v1?.length === expected.length &&
    timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}`;

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900 text-xl dark:text-slate-100">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

const CODE_CLASS =
  'overflow-x-auto rounded-md border border-slate-200 bg-slate-50 p-3 font-mono text-slate-800 text-xs leading-relaxed dark:border-slate-800 dark:bg-slate-950 dark:text-slate-200';
const LINK_CLASS = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100';

/**
 * /radar/radar-alerts, the public page about Radar alerts (spec §2 'Public'; issue 15): what alerts do, the rule
 * kinds, the webhook and its signature, a live example on our data, and the way in. A server component: the
 * example's chart is drawn on the server, so the page carries no chart script.
 */
export default function RadarAlertsIntroPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">Radar</p>
        <h1 className="font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          Alerts that watch the news mood for you
        </h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">
          Write a rule on an asset, a preset group or your watchlist. After every data update Moodwire checks it on the
          newest day, and when it fires you see it in the app at once and, if you like, your own system receives it as a
          signed webhook call.
        </p>
        <div className="flex flex-wrap gap-3 pt-1">
          <Link
            href="/signin"
            className="rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
          >
            Sign in
          </Link>
          <Link
            href="/contact-us"
            className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 text-sm hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Ask for a trial
          </Link>
          <Link href="/radar/alerts" className={`self-center text-sm ${LINK_CLASS}`}>
            Open Radar Alerts →
          </Link>
        </div>
      </header>

      <Section title="Four kinds of rule" icon={<Crosshair aria-hidden className="size-5 text-brand-600" />}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {ALERT_KINDS.map((kind) => (
            <li
              key={kind}
              className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <h3 className="font-semibold text-slate-900 dark:text-slate-100">{ALERT_KIND_INFO[kind].label}</h3>
              <p className="text-slate-600 text-sm dark:text-slate-300">{ALERT_KIND_INFO[kind].description}</p>
            </li>
          ))}
        </ul>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          Any indicator of the asset’s class (sentiment, fear, joy, stress, buzz and the rest of the catalogue), from
          news, social media or both. Each rule has a cooldown (days of quiet after it fires on an asset) and may expire
          on a date. Before you save a rule, its preview marks every day of the past year where it would have fired, so
          you can tune it before it speaks.
        </p>
      </Section>

      <Section title="A live example on our data">
        <AlertsIntroExample />
        <DemoDataNote />
      </Section>

      <Section title="How an alert reaches you" icon={<BellRing aria-hidden className="size-5 text-brand-600" />}>
        <ul className="flex list-disc flex-col gap-1.5 pl-5 text-slate-700 text-sm dark:text-slate-300">
          <li>
            Every rule is checked after each publish of new data and on a schedule; a firing is stored once per rule,
            asset and day, so a restart or a second server never repeats it.
          </li>
          <li>It shows under the bell in the app header and in your alert history, linked to the asset’s chart.</li>
          <li>
            With a webhook set, it is also sent to your address; a call that fails is tried again (5 attempts in all,
            after 0 s, 2 s, 8 s, 30 s and 2 min), and every attempt is in your delivery log.
          </li>
        </ul>
      </Section>

      <Section title="Webhooks and their signature" icon={<Webhook aria-hidden className="size-5 text-brand-600" />}>
        <p className="text-slate-700 text-sm dark:text-slate-300">
          Each alert is a <code className="font-mono">POST</code> with a JSON body, a{' '}
          <code className="font-mono">Moodwire-Event-Id</code> header (the alert’s id: use it to drop a repeated
          delivery) and a <code className="font-mono">Moodwire-Signature</code> header:
        </p>
        <pre className={CODE_CLASS}>
          {'Moodwire-Signature: t=1763683204,v1=5f1c…e9a0\n\nv1 = hex( HMAC-SHA256( secret, "<t>.<raw body>" ) )'}
        </pre>
        <p className="text-slate-700 text-sm dark:text-slate-300">
          <code className="font-mono">t</code> is the time of sending in Unix seconds; the secret is shown to you once,
          when you add the webhook or rotate its secret. Check the signature on the raw body before you parse it, and
          refuse old timestamps:
        </p>
        <pre className={CODE_CLASS}>{VERIFY_NODE}</pre>
        <p className="text-slate-700 text-sm dark:text-slate-300">The body:</p>
        <pre className={CODE_CLASS}>{WEBHOOK_BODY}</pre>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          Only <code className="font-mono">http(s)</code> addresses on the public internet are accepted. The{' '}
          <Link href={WEBHOOK_GUIDE_HREF} className={LINK_CLASS}>
            Radar guide
          </Link>{' '}
          (for subscribers) has the full reference, with Node.js and Python receivers.
        </p>
      </Section>

      <Section title="Get started">
        <p className="text-slate-700 text-sm dark:text-slate-300">
          Alerts are part of Radar, with the live monitor, watchlists and the MCP tools for AI assistants. Sign in with
          a Radar account to write your first rule, or{' '}
          <Link href="/contact-us" className={LINK_CLASS}>
            ask us for a trial
          </Link>
          . More about the Radar on the{' '}
          <Link href="/radar/intro" className={LINK_CLASS}>
            Radar introduction
          </Link>
          .
        </p>
      </Section>
    </main>
  );
}
