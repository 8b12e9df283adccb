import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/docs/docs-article.module.css';
import { DOCS_ARTICLE_COLOURS } from '@/components/docs/docs-article-colours';
import { BlogPostMeta } from '@/components/marketing/blog-post-meta';
import { getBlogPost } from '@/lib/blog/get-blog-post';
import { pageMetadata } from '@/lib/seo/page-metadata';

interface BlogPostPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: BlogPostPageProps): Promise<Metadata> {
  const post = await getBlogPost((await params).slug);
  if (!post) return { title: 'Post not found' };
  return pageMetadata({
    path: post.url,
    title: post.title,
    description: post.summary,
    article: { publishedTime: post.date, authors: [post.author], tags: post.tags },
  });
}

/** One blog post, rendered on the server from the content API's HTML (packages/content's Markdown); 404 if unknown. */
export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const post = await getBlogPost((await params).slug);
  if (!post) notFound();
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <Link
        href="/blog"
        className="inline-flex items-center gap-1 font-medium text-brand-600 text-sm hover:underline dark:text-brand-500"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All posts
      </Link>
      <article className="mt-6">
        <header>
          <h1 className="font-semibold text-3xl tracking-tight sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{post.summary}</p>
          <BlogPostMeta post={post} className="mt-4" />
        </header>
        <div
          className={`mt-10 ${styles.article} ${DOCS_ARTICLE_COLOURS}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the posts' Markdown is ours (packages/content), rendered by its renderer
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </article>
    </main>
  );
}
