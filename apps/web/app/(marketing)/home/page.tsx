import { ArrowRight, Cpu, Database, Server } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCTS, SOLUTIONS } from '@/components/marketing/marketing-content';

export const metadata: Metadata = {
  title: 'Home',
  description: 'Sentiment, ESG and media analytics from news and social media, computed by an open NLP engine.',
};

const STEPS = [
  {
    icon: Database,
    title: 'Text in',
    text: 'News and social-media documents, from our feed or from your own files (JSONL, CSV, RSS).',
  },
  {
    icon: Cpu,
    title: 'Our engine reads it',
    text: 'The open Moodwire NLP engine finds the assets each document mentions and scores it on every indicator.',
  },
  {
    icon: Server,
    title: 'Indices out',
    text: 'Scores are aggregated per asset, source and day or hour, and served through the web app, the API and MCP.',
  },
];

export default function HomePage() {
  return (
    <main>
      <section className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
          <p className="font-semibold text-brand-600 text-sm uppercase tracking-wide dark:text-brand-500">
            Market sentiment, ESG and media analytics
          </p>
          <h1 className="mt-3 max-w-3xl font-semibold text-4xl tracking-tight sm:text-5xl">
            What the news says about every asset, as data.
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
            Moodwire turns news and social media into daily and hourly indices of sentiment, buzz, emotions and ESG for
            companies, countries, currencies, cryptocurrencies and commodities. Browse them in the app, download them,
            or query them through the API and MCP.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/app"
              className="inline-flex items-center gap-1.5 rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
            >
              Explore the data <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
            <Link
              href="/contact-us"
              className="inline-flex items-center rounded-md border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-800 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            >
              Contact Us
            </Link>
          </div>
          <p className="mt-8 max-w-2xl rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900 text-sm dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
            The demo dataset is simulated: its documents are generated, so its indices show how the product works, not
            what real markets did. Everything after the text (scoring, aggregation, the app and the API) is the real
            pipeline.
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 className="font-semibold text-2xl tracking-tight">How it works</h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 p-5 dark:border-slate-800">
              <step.icon aria-hidden="true" className="size-6 text-brand-600 dark:text-brand-500" />
              <h3 className="mt-3 font-semibold">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-2 text-slate-600 text-sm dark:text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 max-w-3xl text-slate-600 dark:text-slate-400">
          The whole stack is self-hostable: the web app, the API and the engine run on your own servers, with the data
          stored as open Parquet files.
        </p>
      </section>

      <section className="border-slate-200 border-t bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <div className="flex items-baseline justify-between gap-4">
            <h2 className="font-semibold text-2xl tracking-tight">Products</h2>
            <Link href="/products" className="font-medium text-brand-600 text-sm hover:underline dark:text-brand-500">
              All products
            </Link>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PRODUCTS.map((product) => (
              <li key={product.href}>
                <Link
                  href={product.href}
                  className="block h-full rounded-lg border border-slate-200 bg-white p-5 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
                >
                  <p className="font-semibold">{product.name}</p>
                  <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{product.tagline}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 className="font-semibold text-2xl tracking-tight">Solutions</h2>
        <ul className="mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {SOLUTIONS.map((solution) => (
            <li key={solution.slug}>
              <Link href={solution.href} className="font-medium hover:text-brand-600 dark:hover:text-brand-500">
                {solution.title}
              </Link>
              <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{solution.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
