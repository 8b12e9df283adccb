/**
 * The live sections of /home (spec §7 '/home-announce', '/home-news2', '/home-blog2', '/home-featured'; issue 16):
 * server components that read the public content calls (no key) and render plain HTML, so the home page ships no
 * script for them. Each section streams in behind its own skeleton and says so when its call fails or is empty.
 */
import { formatDecimal, getIndicator, MESSAGES } from '@moodwire/domain';
import { ArrowRight, Info, Megaphone, TriangleAlert } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Sparkline } from '@/components/radar/sparkline';
import { Skeleton } from '@/components/ui/skeleton';
import { readData } from '@/lib/api/typed-client';
import { formatPostDate } from '@/lib/blog/blog-types';
import { publicApi } from '@/lib/server/account-api';

const READ_TIMEOUT_MS = 3_000;
/** Days of the featured groups' sparklines. */
const FEATURED_DAYS = 30;

function signal() {
  return AbortSignal.timeout(READ_TIMEOUT_MS);
}

/** An indicator's name as running text ('sentiment', 'stock index sentiment'). */
function indicatorName(code: string): string {
  return (getIndicator(code)?.name ?? code).toLowerCase();
}

/** A content summary, its `code` spans (the content's Markdown) shown as code rather than as backticks. */
function SummaryText({ text }: { text: string }) {
  const parts = text.split('`');
  // An odd count of backticks leaves the last one unpaired: keep the text as written then.
  if (parts.length % 2 === 0) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
          <code key={index} className="rounded bg-slate-100 px-1 text-[0.9em] dark:bg-slate-800">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}

function SectionNote({ children }: { children: ReactNode }) {
  return <p className="text-slate-600 text-sm dark:text-slate-400">{children}</p>;
}

function failedRead(what: string) {
  return (
    <SectionNote>
      The {what} cannot be read right now ({MESSAGES.defaultError.toLowerCase()}).
    </SectionNote>
  );
}

/** A link of the content (announcements and news link pages of the site). */
function ContentLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} className={className ?? 'font-medium text-brand-600 hover:underline dark:text-brand-500'}>
      {children}
    </Link>
  );
}

const LEVEL_LOOK = {
  info: {
    icon: Info,
    className: 'border-sky-200 bg-sky-50 text-sky-950 dark:border-sky-900 dark:bg-sky-950/60 dark:text-sky-100',
  },
  success: {
    icon: Megaphone,
    className:
      'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100',
  },
  warning: {
    icon: TriangleAlert,
    className:
      'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950/60 dark:text-amber-100',
  },
} as const;

/** spec §7 '/home-announce': the current announcements, newest first; nothing at all when there are none. */
export async function HomeAnnouncements() {
  let announcements: Awaited<ReturnType<typeof readAnnouncements>>;
  try {
    announcements = await readAnnouncements();
  } catch {
    return <div className="mt-8 max-w-3xl">{failedRead('announcements')}</div>;
  }
  if (announcements.length === 0) return null;
  return (
    <ul data-testid="home-announcements" aria-label="Announcements" className="mt-8 flex max-w-3xl flex-col gap-2">
      {announcements.map((item) => {
        const look = LEVEL_LOOK[item.level];
        return (
          <li key={item.id} className={`flex gap-3 rounded-md border px-4 py-3 text-sm ${look.className}`}>
            <look.icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <div>
              <p>
                <strong className="font-semibold">{item.title}</strong>{' '}
                <span className="opacity-80">· {formatPostDate(item.date)}</span>
              </p>
              <p className="mt-0.5">
                <SummaryText text={item.summary} />{' '}
                {item.link ? (
                  <ContentLink href={item.link} className="font-medium underline underline-offset-2">
                    Read more
                  </ContentLink>
                ) : null}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function readAnnouncements() {
  return readData(publicApi().GET('/home-announce', { signal: signal() }));
}

/** spec §7 '/home-featured': featured groups with their featured asset's last 30 days, posts and docs. */
export async function HomeFeatured() {
  let featured: Awaited<ReturnType<typeof readFeatured>>;
  try {
    featured = await readFeatured();
  } catch {
    return failedRead('featured data');
  }
  const { items, charts } = featured;
  if (items.length === 0) return <SectionNote>Nothing is featured at the moment.</SectionNote>;
  const chartOf = new Map(charts.map((chart) => [chart.group, chart]));
  return (
    <ul data-testid="home-featured" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => {
        const chart = item.group ? chartOf.get(item.group.Group) : undefined;
        const last = chart?.points.findLast((point) => point.value !== null);
        return (
          <li key={`${item.kind}:${item.ref}`}>
            <Link
              href={item.href}
              className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="font-semibold text-brand-600 text-xs uppercase tracking-wide dark:text-brand-100">
                {item.kind === 'group' ? 'Data' : item.kind === 'post' ? 'Blog' : 'Docs'}
              </span>
              <span className="font-semibold text-slate-900 dark:text-slate-100">{item.title}</span>
              <span className="text-slate-600 text-sm dark:text-slate-400">{item.summary}</span>
              {item.group ? (
                <span className="text-slate-500 text-xs dark:text-slate-400">
                  {item.group.Name}: {item.group.Count.toLocaleString('en-US')} assets
                </span>
              ) : null}
              {chart && last ? (
                <span data-testid="home-featured-series" className="mt-auto flex items-center gap-3 pt-1">
                  <Sparkline
                    values={chart.points.map((point) => point.value)}
                    label={`Daily ${indicatorName(chart.indicator)} of ${chart.name} over the last ${chart.points.length} days`}
                    width={110}
                    height={28}
                  />
                  <span className="text-slate-600 text-xs tabular-nums dark:text-slate-300">
                    {chart.name}, {last.date.slice(0, 10)}:
                    <br />
                    {indicatorName(chart.indicator)} {formatDecimal(last.value, 3, true)},{' '}
                    {indicatorName(chart.featuredIndicator)} {formatDecimal(last.featured, 1)}
                  </span>
                </span>
              ) : chart ? (
                <span className="mt-auto pt-1 text-slate-500 text-xs dark:text-slate-400">
                  {chart.name}: no {indicatorName(chart.indicator)} value in the last {chart.points.length} days.
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

async function readFeatured() {
  const items = await readData(publicApi().GET('/home-featured', { signal: signal() }));
  const groups = items.flatMap((item) => (item.group ? [item.group.Group] : []));
  // The featured asset's recent days (the public window of /featuredchart); the cards still show without them.
  const charts =
    groups.length === 0
      ? []
      : await readData(
          publicApi().GET('/featuredchart', {
            params: { query: { groups: groups.join(','), period: FEATURED_DAYS } },
            signal: signal(),
          }),
        ).catch(() => []);
  return { items, charts };
}

/** spec §7 '/home-news2': the latest news items. */
export async function HomeNews() {
  let news: Awaited<ReturnType<typeof readNews>>;
  try {
    news = await readNews();
  } catch {
    return failedRead('news');
  }
  if (news.length === 0) return <SectionNote>No news yet.</SectionNote>;
  return (
    <ul data-testid="home-news" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
      {news.map((item) => (
        <li key={item.id} className="py-3 first:pt-0">
          <p className="text-slate-500 text-xs dark:text-slate-400">
            <time dateTime={item.date}>{formatPostDate(item.date)}</time>
          </p>
          <p className="font-medium text-slate-900 dark:text-slate-100">
            {item.link ? <ContentLink href={item.link}>{item.title}</ContentLink> : item.title}
          </p>
          <p className="mt-0.5 text-slate-600 text-sm dark:text-slate-400">
            <SummaryText text={item.summary} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function readNews() {
  return readData(publicApi().GET('/home-news2', { params: { query: { limit: 4 } }, signal: signal() }));
}

/** spec §7 '/home-blog2': the newest posts as teasers, each opening /blog/[slug]. */
export async function HomeBlogTeasers() {
  let blog: Awaited<ReturnType<typeof readBlog>>;
  try {
    blog = await readBlog();
  } catch {
    return failedRead('blog');
  }
  if (!('posts' in blog) || blog.posts.length === 0) return <SectionNote>No blog post yet.</SectionNote>;
  return (
    <ul data-testid="home-blog" className="flex flex-col gap-3">
      {blog.posts.map((post) => (
        <li key={post.slug}>
          <Link
            href={`/blog/${post.slug}`}
            className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-500 dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="block text-slate-500 text-xs dark:text-slate-400">
              <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author} · {post.readingMinutes} min
              read
            </span>
            <span className="mt-1 block font-semibold text-slate-900 dark:text-slate-100">{post.title}</span>
            <span className="mt-1 block text-slate-600 text-sm dark:text-slate-400">{post.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function readBlog() {
  return readData(publicApi().GET('/home-blog2', { params: { query: { limit: 3 } }, signal: signal() }));
}

/** The placeholder of a section while its call is in flight. */
export function SectionSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div className="flex flex-col gap-3" aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={index} className="h-16 w-full" />
      ))}
    </div>
  );
}

export function AllLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1 font-medium text-brand-600 text-sm hover:underline dark:text-brand-500"
    >
      {children} <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
