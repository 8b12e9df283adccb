import { ArrowRight, Cpu, Database, Server } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import {
  AllLink,
  HomeAnnouncements,
  HomeBlogTeasers,
  HomeFeatured,
  HomeNews,
  SectionSkeleton,
} from '@/components/marketing/home-sections';
import { PRODUCTS, SOLUTIONS } from '@/components/marketing/marketing-content';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  path: '/home',
  title: 'Home',
  description: 'Sentiment, ESG and media analytics from news and social media, computed by an open NLP engine.',
});

// The announcements, news, posts and featured data are read from the API at each request (they follow the content
// and the current lake); the sections below the first screen stream in behind placeholders of their own.
export const dynamic = 'force-dynamic';

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
              Ask for a trial
            </Link>
            <Link
              href="/signin"
              className="inline-flex items-center px-2 py-2.5 font-medium text-brand-600 hover:underline dark:text-brand-500"
            >
              Sign in
            </Link>
          </div>
          {/* Not streamed: announcements arriving late would push the page down under the reader (layout shift). */}
          <HomeAnnouncements />
        </div>
      </section>

      <section aria-labelledby="home-featured-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-baseline justify-between gap-4">
          <h2 id="home-featured-heading" className="font-semibold text-2xl tracking-tight">
            Featured data
          </h2>
          <AllLink href="/app">The data overview</AllLink>
        </div>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
          Live from the current build: each group with its featured asset’s daily sentiment over the last 30 days.
        </p>
        <div className="mt-6">
          <Suspense fallback={<SectionSkeleton rows={2} />}>
            <HomeFeatured />
          </Suspense>
        </div>
      </section>

      <section className="border-slate-200 border-t dark:border-slate-800">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2">
          <section aria-labelledby="home-news-heading">
            <h2 id="home-news-heading" className="font-semibold text-2xl tracking-tight">
              News
            </h2>
            <div className="mt-5">
              <Suspense fallback={<SectionSkeleton />}>
                <HomeNews />
              </Suspense>
            </div>
          </section>
          <section aria-labelledby="home-blog-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-4">
              <h2 id="home-blog-heading" className="font-semibold text-2xl tracking-tight">
                From the blog
              </h2>
              <AllLink href="/blog">All posts</AllLink>
            </div>
            <div className="mt-5">
              <Suspense fallback={<SectionSkeleton />}>
                <HomeBlogTeasers />
              </Suspense>
            </div>
          </section>
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
