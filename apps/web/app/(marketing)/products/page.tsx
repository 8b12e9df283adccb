import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCTS, SOLUTIONS } from '@/components/marketing/marketing-content';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata: Metadata = pageMetadata({
  path: '/products',
  title: 'Products',
  description: 'Sentiment, ESG, media, events, transcripts and engine products, all computed by one open NLP engine.',
});

export default function ProductsPage() {
  return (
    <MarketingPage
      eyebrow="Products"
      title="One engine, seven ways to use it"
      lead="Every product below is computed by the same open Moodwire NLP engine from the same documents, so their numbers agree with each other. Each is available in the web app, as downloads and through the API."
    >
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {PRODUCTS.map((product) => (
          <li
            key={product.href}
            className="flex flex-col rounded-lg border border-slate-200 p-6 dark:border-slate-800 dark:bg-slate-900/40"
          >
            <h2 className="font-semibold text-xl">{product.name}</h2>
            <p className="font-medium text-brand-600 text-sm dark:text-brand-500">{product.tagline}</p>
            <p className="mt-3 flex-1 text-slate-600 dark:text-slate-400">{product.description}</p>
            <SolutionsOf product={product.name} />
            <Link
              href={product.href}
              className="mt-4 inline-flex items-center gap-1 font-medium text-brand-600 text-sm hover:underline dark:text-brand-500"
            >
              Introduction to {product.name} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="products-trial"
        className="mt-12 flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900/60"
      >
        <div>
          <h2 id="products-trial" className="font-semibold text-xl">
            Try it on your own question
          </h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            A trial opens the app, the downloads and the API for the products you choose.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            href="/contact-us"
            className="inline-flex items-center gap-1.5 rounded-md bg-brand-600 px-4 py-2 font-medium text-sm text-white hover:bg-brand-700"
          >
            Ask for a trial <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link
            href="/signin"
            className="inline-flex items-center rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 text-sm hover:bg-white dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Sign in
          </Link>
        </div>
      </section>
    </MarketingPage>
  );
}

/** The solution pages a product serves (their `products` lists), as links. */
function SolutionsOf({ product }: { product: string }) {
  const solutions = SOLUTIONS.filter((solution) => solution.products.includes(product));
  if (solutions.length === 0) return null;
  return (
    <p className="mt-3 text-slate-600 text-sm dark:text-slate-400">
      Used for:{' '}
      {solutions.map((solution, index) => (
        <span key={solution.slug}>
          {index > 0 ? ', ' : ''}
          <Link href={solution.href} className="text-slate-800 underline-offset-2 hover:underline dark:text-slate-200">
            {solution.title}
          </Link>
        </span>
      ))}
    </p>
  );
}
