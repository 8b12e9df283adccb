/**
 * The generated pages of the API docs (issue 14): the reference index and one tag's calls, inside the docs frame
 * (the route's gate, the area's navigation and search). The markdown pages of the section stay DocsRoute's.
 */
import { getRoute } from '@moodwire/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocsFrame } from '@/components/docs/docs-route';
import { DocsShell } from '@/components/docs/docs-shell';
import { ErrorMessage } from '@/components/ui/error-message';
import { findTag } from '@/lib/apidocs/api-reference';
import { type ApiDocsArea, referenceHref } from '@/lib/apidocs/product-calls';
import { readApiReference, readSampleApiRoot } from '@/lib/apidocs/read-api-reference';
import { ApiReferenceIndex } from './api-reference-index';
import { ApiTagReference } from './api-tag-reference';

/** A tag's slug as the reference writes them; anything else is a 404 without asking the API. */
const TAG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function apiReferenceMetadata(pattern: string, tagSlug?: string): Promise<Metadata> {
  const routeTitle = getRoute(pattern).title;
  if (!tagSlug) return { title: `API reference · ${routeTitle}` };
  const result = await readApiReference();
  const tag = 'reference' in result ? findTag(result.reference, tagSlug) : undefined;
  return { title: `${tag?.name ?? tagSlug} · API reference · ${routeTitle}`, description: tag?.description };
}

export async function ApiReferenceRoute({
  pattern,
  area,
  tagSlug,
}: {
  pattern: string;
  area: ApiDocsArea;
  /** The tag to show; the index without one. */
  tagSlug?: string;
}) {
  if (tagSlug !== undefined && (tagSlug.length > 60 || !TAG_SLUG.test(tagSlug))) notFound();
  const [result, apiRoot] = await Promise.all([readApiReference(), readSampleApiRoot()]);
  const tag = tagSlug && 'reference' in result ? findTag(result.reference, tagSlug) : undefined;
  // Decided before anything streams, so that an unknown tag answers 404 (a failed read is not a 404).
  if (tagSlug && 'reference' in result && !tag) notFound();
  const currentHref = referenceHref(area, tag?.slug);
  return (
    <DocsFrame pattern={pattern}>
      <DocsShell
        area={area}
        section="apidocs"
        currentHref={currentHref}
        extraNav={
          area === 'mms'
            ? [
                { title: 'API reference', href: referenceHref(area) },
                ...(tag ? [{ title: tag.name, href: currentHref }] : []),
              ]
            : tag
              ? [{ title: `Reference: ${tag.name}`, href: currentHref }]
              : undefined
        }
      >
        {'error' in result ? (
          <ErrorMessage error={`${result.error} Reload the page to try again.`} />
        ) : tag ? (
          <ApiTagReference tag={tag} area={area} apiRoot={apiRoot} />
        ) : (
          <ApiReferenceIndex reference={result.reference} area={area} />
        )}
      </DocsShell>
    </DocsFrame>
  );
}
