import { Rss } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { BlogPostMeta } from '@/components/marketing/blog-post-meta';
import { MarketingPage } from '@/components/marketing/marketing-page';
import { NewsletterForm } from '@/components/marketing/newsletter-form';
import { BLOG_PAGE_SIZE } from '@/lib/blog/blog-types';
import { listBlogPosts } from '@/lib/blog/list-blog-posts';
import { pageMetadata } from '@/lib/seo/page-metadata';

const DESCRIPTION = 'Notes on the data, the engine and how customers use them.';

interface BlogPageProps {
  searchParams: Promise<{ page?: string | string[] }>;
}

/** `?page=N` as a page number from 1; anything else is the first page. */
function pageNumberOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,3}$/.test(text) ? Number(text) : 1;
}

export async function generateMetadata({ searchParams }: BlogPageProps): Promise<Metadata> {
  const page = pageNumberOf((await searchParams).page);
  const base = pageMetadata({
    path: page > 1 ? `/blog?page=${page}` : '/blog',
    title: page > 1 ? `Blog, page ${page}` : 'Blog',
    description: DESCRIPTION,
  });
  return { ...base, alternates: { ...base.alternates, types: { 'application/rss+xml': '/blog/rss.xml' } } };
}

const PAGER_LINK =
  'rounded-md border border-slate-300 px-3 py-1.5 font-medium text-sm hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-500';

/** The blog (issue 16): the posts of the content API, newest first, a page at a time, with the RSS feed. */
export default async function BlogPage({ searchParams }: BlogPageProps) {
  const page = pageNumberOf((await searchParams).page);
  const { total, posts } = await listBlogPosts({ offset: (page - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE });
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));

  return (
    <MarketingPage eyebrow="Blog" title="Blog" lead={DESCRIPTION}>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-label="Posts">
          {posts.length === 0 ? (
            <p className="rounded-lg border border-slate-200 border-dashed p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              {total === 0 ? (
                'No posts are published yet.'
              ) : (
                // An address past the last page (an old link): says so rather than answering 404, as this page
                // streams behind its loading state (a streamed answer cannot change its status).
                <>
                  There is no page {page}: the blog has {pageCount} {pageCount === 1 ? 'page' : 'pages'} of posts.{' '}
                  <Link href="/blog" className="text-brand-600 underline dark:text-brand-500">
                    Go to the newest posts
                  </Link>
                </>
              )}
            </p>
          ) : (
            <ol className="space-y-6">
              {posts.map((post) => (
                <li key={post.slug}>
                  <article className="rounded-lg border border-slate-200 p-5 dark:border-slate-800">
                    <h2 className="font-semibold text-xl tracking-tight">
                      <Link href={post.url} className="hover:text-brand-600 dark:hover:text-brand-500">
                        {post.title}
                      </Link>
                    </h2>
                    <BlogPostMeta post={post} className="mt-2" />
                    <p className="mt-3 text-slate-700 dark:text-slate-300">{post.summary}</p>
                  </article>
                </li>
              ))}
            </ol>
          )}
          {pageCount > 1 ? (
            <nav aria-label="Pages of posts" className="mt-8 flex flex-wrap items-center gap-3">
              {page > 1 ? (
                <Link href={page === 2 ? '/blog' : `/blog?page=${page - 1}`} className={PAGER_LINK} rel="prev">
                  Newer posts
                </Link>
              ) : null}
              <span className="text-slate-600 text-sm dark:text-slate-400">
                Page {page} of {pageCount}
              </span>
              {page < pageCount ? (
                <Link href={`/blog?page=${page + 1}`} className={PAGER_LINK} rel="next">
                  Older posts
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
        <aside className="space-y-8">
          <NewsletterForm heading="Get new posts by email" />
          <p>
            <a
              href="/blog/rss.xml"
              className="inline-flex items-center gap-1.5 font-medium text-brand-600 text-sm underline dark:text-brand-500"
            >
              <Rss aria-hidden="true" className="size-4" />
              RSS feed
            </a>
          </p>
        </aside>
      </div>
    </MarketingPage>
  );
}
