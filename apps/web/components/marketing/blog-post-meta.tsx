import { type BlogPostSummary, formatPostDate } from '@/lib/blog/blog-types';

/** A post's date, author, reading time and tags, under its title on /blog and on its own page. */
export function BlogPostMeta({ post, className = '' }: { post: BlogPostSummary; className?: string }) {
  return (
    <div className={`text-slate-600 text-sm dark:text-slate-400 ${className}`}>
      <p className="flex flex-wrap gap-x-2">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        <span aria-hidden="true">·</span>
        <span>{post.author}</span>
        <span aria-hidden="true">·</span>
        <span>{post.readingMinutes} min read</span>
      </p>
      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-2 flex flex-wrap gap-1.5">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 text-xs dark:bg-slate-800 dark:text-slate-300"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
