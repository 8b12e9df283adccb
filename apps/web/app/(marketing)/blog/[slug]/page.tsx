import type { Metadata } from 'next';
import Link from 'next/link';
import { MarketingPage } from '@/components/marketing/marketing-page';

export const metadata: Metadata = { title: 'Blog' };

// The posts are served by the content API (/home-blog2, from packages/content) but this page does not render one
// yet; until it does, it says so and invents none.
export default function BlogPostPage() {
  return (
    <MarketingPage eyebrow="Blog" title="Blog post">
      <p className="mt-10 rounded-lg border border-slate-200 border-dashed p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        Blog posts are not published yet.{' '}
        <Link href="/blog" className="text-brand-600 underline dark:text-brand-500">
          Back to the blog
        </Link>
      </p>
    </MarketingPage>
  );
}
