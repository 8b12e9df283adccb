/**
 * Where each docs area's API reference lives, and the product's own calls that its reference index lists first
 * (the whole reference follows: every path stays reachable from each index).
 */
import type { ApiReference, OperationView } from './api-reference';

export type ApiDocsArea = 'ma4' | 'esg4' | 'mms';

interface AreaReference {
  /** The product's name as the index heads its own calls. */
  productLabel: string;
  /** Path prefixes of the product's own calls. */
  prefixes: readonly string[];
}

export const API_DOCS_AREAS: Record<ApiDocsArea, AreaReference> = {
  ma4: { productLabel: 'LMA', prefixes: ['/rma/v4/', '/ma/v5/'] },
  esg4: { productLabel: 'LMA-ESG', prefixes: ['/esg/v4/', '/esg/v5/'] },
  mms: { productLabel: 'MMS', prefixes: ['/mms/'] },
};

/** The subpath of the reference under /ma4/apidocs and /esg4/apidocs. */
export const REFERENCE_SUBPATH = 'reference';

/**
 * The page of the reference index, or of one tag. /ma4 and /esg4 have subpaths (`/ma4/apidocs/reference/data`);
 * /mms/apidocs is one route (its markdown page), so its reference is its `reference` query parameter: empty for the
 * index, a tag's slug for the tag (`/mms/apidocs?reference=data`).
 */
export function referenceHref(area: ApiDocsArea, tagSlug?: string): string {
  if (area === 'mms') return `/mms/apidocs?${REFERENCE_SUBPATH}${tagSlug ? `=${encodeURIComponent(tagSlug)}` : ''}`;
  return tagSlug ? `/${area}/apidocs/${REFERENCE_SUBPATH}/${tagSlug}` : `/${area}/apidocs/${REFERENCE_SUBPATH}`;
}

/** The link to one operation: its tag page with the operation's anchor. */
export function operationHref(area: ApiDocsArea, operation: OperationView): string {
  return `${referenceHref(area, operation.tagSlug)}#${operation.id}`;
}

/** The product's own calls, in the document's order. */
export function productOperations(reference: ApiReference, area: ApiDocsArea): OperationView[] {
  const { prefixes } = API_DOCS_AREAS[area];
  return reference.tags
    .flatMap((tag) => tag.operations)
    .filter((operation) => prefixes.some((prefix) => operation.path.startsWith(prefix)));
}
