import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { PRODUCTS } from '@/components/marketing/marketing-content';
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
            <Link
              href={product.href}
              className="mt-4 inline-flex items-center gap-1 font-medium text-brand-600 text-sm hover:underline dark:text-brand-500"
            >
              Introduction to {product.name} <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </MarketingPage>
  );
}
