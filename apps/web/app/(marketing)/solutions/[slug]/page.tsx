import { ArrowRight, Check } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { findSolution, PRODUCTS, SOLUTIONS } from '@/components/marketing/marketing-content';
import { MarketingPage } from '@/components/marketing/marketing-page';

interface SolutionPageProps {
  params: Promise<{ slug: string }>;
}

// spec §2 'Solution pages': exactly the listed slugs; any other answers 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return SOLUTIONS.map((solution) => ({ slug: solution.slug }));
}

export async function generateMetadata({ params }: SolutionPageProps): Promise<Metadata> {
  const solution = findSolution((await params).slug);
  return solution ? { title: solution.title, description: solution.summary } : {};
}

export default async function SolutionPage({ params }: SolutionPageProps) {
  const solution = findSolution((await params).slug);
  if (!solution) notFound();
  const products = PRODUCTS.filter((product) => solution.products.includes(product.name));
  return (
    <MarketingPage eyebrow="Solutions" title={solution.title} lead={solution.summary}>
      <div className="mt-10 grid gap-10 md:grid-cols-[2fr_1fr]">
        <div className="space-y-4 text-slate-700 leading-relaxed dark:text-slate-300">
          {solution.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
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
            className="inline-flex items-center gap-1 pt-2 font-medium text-brand-600 text-sm hover:underline dark:text-brand-500"
          >
            Talk to us about this solution <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </aside>
      </div>
    </MarketingPage>
  );
}
