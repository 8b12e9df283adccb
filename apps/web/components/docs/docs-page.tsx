import { ArrowLeft, ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ErrorMessage } from '@/components/ui/error-message';
import styles from './docs-article.module.css';
import { DOCS_ARTICLE_COLOURS } from './docs-article-colours';
import { DocsChart } from './docs-chart';
import { splitAtCharts, withHeadingAnchors } from './docs-html';
import { DocsShell } from './docs-shell';
import type { DocSectionCode, DocsListing } from './docs-types';
import { readDocsListing, readDocsPage } from './read-docs';
import { SFTP_DOCS_PAGE, SftpHostKey } from './sftp-host-key';

type Neighbour = { path: string; title: string } | null;

/** The web page of a neighbour: from the table of contents, else the area's subpage form. */
function neighbourHref(area: string, neighbour: NonNullable<Neighbour>, listing: DocsListing | null): string {
  return listing?.pages.find((page) => page.path === neighbour.path)?.webPath ?? `/${area}/${neighbour.path}`;
}

function OnThisPage({ headings }: { headings: ReadonlyArray<{ level: number; id: string; text: string }> }) {
  const shown = headings.filter((heading) => heading.level >= 2 && heading.level <= 3);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {shown.map((heading) => (
        <li key={heading.id} className={heading.level === 3 ? 'pl-3' : ''}>
          <a
            href={`#${heading.id}`}
            className="block py-0.5 text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-500"
          >
            {heading.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One docs page (spec §2 Documentation), rendered on the server from `/webdocs/{a}/{section}/{page}` as the
 * visitor's account, so it reads without JavaScript: the article (headings with `#` anchors, research charts drawn
 * as SVG in place), its contents list and previous/next links, inside the area's frame (DocsShell). A page that
 * does not exist is a 404; a refused read renders nothing (the route's gate shows 'Permission required').
 */
export async function DocsPage({ area, section, page }: { area: string; section: DocSectionCode; page: string }) {
  const [read, listing] = await Promise.all([readDocsPage(area, section, page), readDocsListing(area)]);
  if (read.kind === 'missing') notFound();
  if (read.kind === 'refused') return null;
  if (read.kind === 'failed') {
    return (
      <DocsShell area={area} section={section} currentHref={`/${area}/${section}/${page}`}>
        <ErrorMessage error="This page could not be loaded: the server did not answer. Reload the page to try again." />
      </DocsShell>
    );
  }
  const doc = read.data;
  const contents = listing.kind === 'ok' ? listing.data : null;
  const parts = splitAtCharts(withHeadingAnchors(doc.html, styles.anchor ?? ''));
  const neighbours = [
    { rel: 'prev', label: 'Previous', link: doc.previous },
    { rel: 'next', label: 'Next', link: doc.next },
  ] as const;
  return (
    <DocsShell area={area} section={section} currentHref={doc.webPath}>
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_13rem]">
        <article className="min-w-0" data-testid="docs-article">
          <header className="mb-6 flex flex-col gap-1.5">
            <p className="font-medium text-brand-600 text-sm dark:text-brand-500">{doc.sectionTitle}</p>
            <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl dark:text-white">
              {doc.title}
            </h1>
            {doc.summary ? <p className="text-slate-600 dark:text-slate-300">{doc.summary}</p> : null}
            <p className="text-slate-500 text-xs dark:text-slate-400">
              {doc.author ? `${doc.author} · ` : ''}
              <time dateTime={doc.date}>{doc.date}</time>
            </p>
          </header>
          {doc.headings.some((heading) => heading.level >= 2 && heading.level <= 3) ? (
            <details className="mb-6 rounded-md border border-slate-200 px-3 py-2 xl:hidden dark:border-slate-800">
              <summary className="cursor-pointer font-medium text-slate-700 text-sm dark:text-slate-200">
                On this page
              </summary>
              <div className="mt-2">
                <OnThisPage headings={doc.headings} />
              </div>
            </details>
          ) : null}
          {/* The one page with a live part: the SFTP server's host key, which static markdown cannot hold. */}
          {`${area}/${section}/${page}` === SFTP_DOCS_PAGE ? <SftpHostKey /> : null}
          <div className={`${styles.article} ${DOCS_ARTICLE_COLOURS}`}>
            {parts.map((part, index) =>
              part.kind === 'chart' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one page's HTML, in a fixed order
                <DocsChart key={index} json={part.json} />
              ) : (
                <div
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one page's HTML, in a fixed order
                  key={index}
                  className={styles.article}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the content renderer's HTML, in which the markdown cannot carry markup of its own (render-markdown.ts escapes raw HTML and unsafe links)
                  dangerouslySetInnerHTML={{ __html: part.html }}
                />
              ),
            )}
          </div>
          <nav
            aria-label="Previous and next page"
            className="mt-10 grid gap-3 border-slate-200 border-t pt-6 sm:grid-cols-2 dark:border-slate-800"
          >
            {neighbours.map(({ rel, label, link }) =>
              link ? (
                <Link
                  key={rel}
                  href={neighbourHref(area, link, contents)}
                  rel={rel}
                  className={`flex flex-col gap-0.5 rounded-lg border border-slate-200 p-3 hover:border-brand-500 dark:border-slate-800 dark:hover:border-brand-500 ${
                    rel === 'next' ? 'sm:col-start-2 sm:items-end sm:text-right' : ''
                  }`}
                >
                  <span className="flex items-center gap-1 text-slate-500 text-xs dark:text-slate-400">
                    {rel === 'prev' ? <ArrowLeft aria-hidden className="size-3.5" /> : null}
                    {label}
                    {rel === 'next' ? <ArrowRight aria-hidden className="size-3.5" /> : null}
                  </span>
                  <span className="font-medium text-slate-900 text-sm dark:text-slate-100">{link.title}</span>
                </Link>
              ) : null,
            )}
          </nav>
        </article>
        <aside className="hidden xl:block">
          <div className="sticky top-4 flex flex-col gap-2">
            <p className="font-semibold text-slate-900 text-sm dark:text-slate-100">On this page</p>
            <OnThisPage headings={doc.headings} />
          </div>
        </aside>
      </div>
    </DocsShell>
  );
}
