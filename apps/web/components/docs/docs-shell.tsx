import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { DocsNavToggle } from './docs-nav-toggle';
import { buildDocsNavTree, type DocsNavLink } from './docs-nav-tree';
import { DocsSearch } from './docs-search';
import type { DocSectionCode } from './docs-types';
import { readDocsListing } from './read-docs';

function NavLink({ link }: { link: DocsNavLink }) {
  return (
    <Link
      href={link.href}
      aria-current={link.current ? 'page' : undefined}
      className={`block rounded-md px-2 py-1 text-sm ${
        link.current
          ? 'bg-brand-50 font-medium text-brand-700 dark:bg-slate-800 dark:text-brand-100'
          : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
      }`}
    >
      {link.title}
    </Link>
  );
}

/**
 * The frame of every docs page (spec §2 Documentation): the area's navigation tree (sections and their pages, the
 * current one marked, folded on a phone) and the search box, around the page's content. Server-rendered from the
 * area's table of contents, read as the visitor's account: when the API refuses it (no docs permission) nothing
 * is rendered, the page's gate says why. `extraNav` adds links under `section` (the generated API reference).
 */
export async function DocsShell({
  area,
  section,
  currentHref,
  extraNav,
  children,
}: {
  area: string;
  section: DocSectionCode;
  currentHref: string;
  extraNav?: Array<{ title: string; href: string }>;
  children: ReactNode;
}) {
  const listing = await readDocsListing(area);
  if (listing.kind === 'refused') return null;
  if (listing.kind === 'missing') notFound();
  const areaTitle = listing.kind === 'ok' ? listing.data.title : area;
  const tree =
    listing.kind === 'ok'
      ? buildDocsNavTree({ area, pages: listing.data.pages, currentHref, section, extraNav })
      : null;
  return (
    <div className="grid gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <aside className="flex flex-col gap-3 md:sticky md:top-4 md:max-h-[calc(100vh-2rem)] md:self-start">
        <p className="font-semibold text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">{areaTitle}</p>
        <DocsSearch area={area} areaTitle={areaTitle} />
        <DocsNavToggle label="Pages of these docs">
          {tree ? (
            <nav aria-label={`${areaTitle} docs`} className="md:overflow-y-auto md:pb-4" data-testid="docs-nav">
              <ul className="flex flex-col gap-3">
                {tree.map((entry) => (
                  <li key={entry.section}>
                    {entry.link ? (
                      <NavLink link={entry.link} />
                    ) : (
                      <>
                        <p
                          id={`docs-nav-${entry.section}`}
                          className="px-2 pb-1 font-semibold text-slate-900 text-sm dark:text-slate-100"
                        >
                          {entry.title}
                        </p>
                        <ul aria-labelledby={`docs-nav-${entry.section}`} className="flex flex-col gap-0.5">
                          {entry.pages.map((link) => (
                            <li key={link.href}>
                              <NavLink link={link} />
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <ErrorMessage error="The table of contents could not be loaded; reload the page to try again." />
          )}
        </DocsNavToggle>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
