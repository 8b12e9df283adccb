import { Newspaper, Scale, Table2 } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { routeMetadata } from '@/components/app-shell/planned-page';
import { MmsIntroExample } from '@/components/mms/mms-intro-example';

export const metadata = {
  ...routeMetadata('/mms/intro'),
  description:
    'Media sentiment scores (MMS) measure each news outlet and social platform: how much it writes about markets, ' +
    'in what tone, and how far that tone leans from the rest of the press.',
};

// The example is read live from the API on each request (it follows the current data).
export const dynamic = 'force-dynamic';

const LINK_CLASS = 'font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-100';

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
        {icon}
        {title}
      </h3>
      <p className="text-slate-600 text-sm dark:text-slate-300">{children}</p>
    </li>
  );
}

/**
 * /mms/intro, the public page about media sentiment scores (spec §2 'Public'; issue 15): what MMS measures, a live
 * example read on the server, and the way in. A server component: the page carries no script of its own.
 */
export default function MmsIntroPage() {
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex max-w-3xl flex-col gap-3">
        <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">MMS</p>
        <h1 className="font-semibold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
          Know the tone of the source, not just the story
        </h1>
        <p className="text-lg text-slate-600 dark:text-slate-300">
          Media sentiment scores rate every outlet we read, day by day: what it published, how positive or negative it
          was about the assets it covered, and its bias, the gap between its tone and the rest of the press on the same
          assets.
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
          <Link href="/mms/screener" className={`self-center text-sm ${LINK_CLASS}`}>
            Open the MMS screener →
          </Link>
        </div>
      </header>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">A live example</h2>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          The outlets that leaned most and least kindly over the last 30 days of our current data, read on the server
          just now.
        </p>
        <MmsIntroExample />
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-slate-900 text-xl dark:text-slate-100">What you get</h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          <Point icon={<Newspaper aria-hidden className="size-5 text-brand-600" />} title="Scores per outlet and day">
            Documents, asset mentions, buzz, sentiment, the positive and negative shares, and bias, for news outlets and
            social platforms alike.
          </Point>
          <Point icon={<Table2 aria-hidden className="size-5 text-brand-600" />} title="A screener">
            Rank outlets by any score over the days you choose, then see the assets one outlet wrote about and how its
            tone on each compares with the press.
          </Point>
          <Point icon={<Scale aria-hidden className="size-5 text-brand-600" />} title="Bias you can correct for">
            Weigh a source by how far it leans before you trade on its headlines.
          </Point>
        </ul>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          The scores are an API call too (<code>/mms/v3/data</code>), documented in the{' '}
          <Link className={LINK_CLASS} href="/mms/apidocs">
            MMS API docs
          </Link>{' '}
          and explained in the{' '}
          <Link className={LINK_CLASS} href="/mms/guide">
            MMS guide
          </Link>
          . The screener and the data need an account with the MMS data permission.
        </p>
      </section>
    </main>
  );
}
