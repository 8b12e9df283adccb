import type { Metadata } from 'next';
import Link from 'next/link';
import { MarketingPage } from '@/components/marketing/marketing-page';

export const metadata: Metadata = { title: 'Blog' };

// The posts are served by the content API (/home-blog2, from packages/content) but this page does not list them
// yet; until it does, it says so instead of showing sample posts.
export default function BlogPage() {
  return (
    <MarketingPage eyebrow="Blog" title="Blog" lead="Notes on the data, the engine and how customers use them.">
      <p className="mt-10 rounded-lg border border-slate-200 border-dashed p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        No posts are published yet. Meanwhile,{' '}
        <Link href="/products" className="text-brand-600 underline dark:text-brand-500">
          read about the products
        </Link>
        .
      </p>
    </MarketingPage>
  );
}
