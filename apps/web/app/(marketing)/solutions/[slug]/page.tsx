import { ArrowRight, Check } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { findSolution, PRODUCTS, SOLUTIONS } from '@/components/marketing/marketing-content';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { SolutionChart } from '@/components/marketing/solution-chart';
import { SummaryExamples } from '@/components/marketing/summary-examples';
import { Skeleton } from '@/components/ui/skeleton';
import { pageMetadata } from '@/lib/seo/page-metadata';

interface SolutionPageProps {
  params: Promise<{ slug: string }>;
}

// spec §2 'Solution pages': exactly the listed slugs; any other answers 404.
export const dynamicParams = false;
// The chart is read live from the API at each request (it follows the current lake).
export const dynamic = 'force-dynamic';

export function generateStaticParams() {
  return SOLUTIONS.map((solution) => ({ slug: solution.slug }));
}

export async function generateMetadata({ params }: SolutionPageProps): Promise<Metadata> {
  const solution = findSolution((await params).slug);
  return solution
    ? pageMetadata({ path: `/solutions/${solution.slug}`, title: solution.title, description: solution.summary })
    : {};
}

export default async function SolutionPage({ params }: SolutionPageProps) {
  const solution = findSolution((await params).slug);
  if (!solution) notFound();
  const products = PRODUCTS.filter((product) => solution.products.includes(product.name));
  return (
    <MarketingPage eyebrow="Solutions" title={solution.title} lead={solution.summary}>
      <div className="mt-10 grid gap-10 md:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-4 text-slate-700 leading-relaxed dark:text-slate-300">
          {solution.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <section aria-label="Live example" className="flex flex-col gap-3 pt-2">
            {/* The chart streams in after the text: its API read does not hold the page's first paint. */}
            <Suspense fallback={<Skeleton className="h-[28rem] w-full" />}>
              <SolutionChart spec={solution.chart.spec} title={solution.chart.title} />
            </Suspense>
            <p className="text-slate-600 text-sm dark:text-slate-400">{solution.chart.reading}</p>
            {solution.slug === 'financial-summarizations-vs-chatgpt' ? (
              <>
                <h2 className="pt-4 font-semibold text-slate-900 text-xl dark:text-slate-100">
                  Summaries the engine wrote this week
                </h2>
                <Suspense fallback={<Skeleton className="h-80 w-full" />}>
                  <SummaryExamples />
                </Suspense>
                <SummaryComparison />
              </>
            ) : null}
          </section>
          <h2 className="pt-4 font-semibold text-slate-900 text-xl dark:text-slate-100">What you work with</h2>
          <ul className="space-y-2">
            {solution.uses.map((use) => (
              <li key={use} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600 dark:text-brand-500" />
                {use}
              </li>
            ))}
          </ul>
        </div>
        <aside aria-label="Products for this solution" className="space-y-3">
          <h2 className="font-semibold text-slate-500 text-sm uppercase tracking-wide dark:text-slate-400">Products</h2>
          {products.map((product) => (
            <Link
              key={product.href}
              href={product.href}
              className="block rounded-lg border border-slate-200 p-4 hover:border-brand-500 dark:border-slate-800"
            >
              <span className="font-semibold">{product.name}</span>
              <span className="mt-1 block text-slate-600 text-sm dark:text-slate-400">{product.tagline}</span>
            </Link>
          ))}
          <Link
            href="/contact-us"
            data-testid="solution-trial"
            className="mt-2 inline-flex items-center gap-1.5 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
          >
            Ask for a trial <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <p className="text-slate-600 text-sm dark:text-slate-400">
            Already a customer?{' '}
            <Link href="/signin" className="font-medium text-brand-600 hover:underline dark:text-brand-500">
              Sign in
            </Link>
          </p>
        </aside>
      </div>
    </MarketingPage>
  );
}

/** Where each kind of summary is the better tool: the honest half of the comparison (no model output is shown). */
const COMPARISON = [
  {
    aspect: 'Facts',
    extractive: 'Only sentences of the source: nothing added',
    abstractive: 'Fluent rewording that may add a figure or a cause',
  },
  {
    aspect: 'Long, scattered points',
    extractive: 'Cannot merge points made in different sentences',
    abstractive: 'Condenses across the whole document',
  },
  {
    aspect: 'Repeatability',
    extractive: 'The same text gives the same summary every time',
    abstractive: 'Varies with the model, its version and the prompt',
  },
  {
    aspect: 'Cost and data',
    extractive: 'Milliseconds on your own servers; no text leaves them',
    abstractive: 'A model call per document, usually to a third party',
  },
  {
    aspect: 'Audit',
    extractive: 'Each sentence points back to its place in the source',
    abstractive: 'Needs the source read again to check',
  },
] as const;

function SummaryComparison() {
  return (
    <div className="overflow-x-auto pt-2">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-slate-600 text-sm dark:text-slate-400">
          Extractive (the engine) and abstractive (a general chat model) summaries compared
        </caption>
        <thead className="text-slate-500 text-xs dark:text-slate-400">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <span className="sr-only">Aspect</span>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Extractive (engine)
            </th>
            <th scope="col" className="py-2 font-semibold">
              Abstractive (chat model)
            </th>
          </tr>
        </thead>
        <tbody>
          {COMPARISON.map((row) => (
            <tr key={row.aspect} className="border-slate-200 border-t align-top dark:border-slate-800">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900 dark:text-slate-100">
                {row.aspect}
              </th>
              <td className="py-2 pr-3">{row.extractive}</td>
              <td className="py-2">{row.abstractive}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
