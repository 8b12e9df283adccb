import Link from 'next/link';
import type { ApiReference, OperationView } from '@/lib/apidocs/api-reference';
import {
  API_DOCS_AREAS,
  type ApiDocsArea,
  operationHref,
  productOperations,
  referenceHref,
} from '@/lib/apidocs/product-calls';
import { MethodBadge } from './method-badge';

function OperationLinks({ operations, area }: { operations: OperationView[]; area: ApiDocsArea }) {
  return (
    <ul className="flex flex-col">
      {operations.map((operation) => (
        <li key={operation.id}>
          <Link
            href={operationHref(area, operation)}
            data-testid="api-index-link"
            data-method={operation.method}
            data-path={operation.path}
            className="flex flex-col gap-0.5 rounded-md px-2 py-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:flex-row sm:items-baseline sm:gap-3 dark:hover:bg-slate-800"
          >
            <span className="flex min-w-0 items-baseline gap-2">
              <MethodBadge method={operation.method} />
              <code className="break-all text-slate-900 text-sm sm:whitespace-nowrap dark:text-slate-100">
                {operation.path}
              </code>
            </span>
            <span className="min-w-0 text-slate-600 text-sm sm:truncate dark:text-slate-300">{operation.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The index of the reference: the product's own calls first, then every operation of the document by tag, each
 * linking to its place on its tag page (so every path of /openapi.json is reachable from here).
 */
export function ApiReferenceIndex({ reference, area }: { reference: ApiReference; area: ApiDocsArea }) {
  const own = productOperations(reference, area);
  const { productLabel } = API_DOCS_AREAS[area];
  return (
    <div className="flex flex-col gap-8" data-testid="api-reference-index">
      <header className="flex flex-col gap-2">
        <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl dark:text-white">
          API reference
        </h1>
        <p className="text-slate-600 text-sm dark:text-slate-300">
          {reference.title} {reference.version}: {reference.paths.length} paths, {reference.operationCount} calls, read
          from the running API&apos;s own OpenAPI document (
          <a href="/x/openapi.json" className="text-brand-600 underline dark:text-brand-100">
            /openapi.json
          </a>
          ), so it never drifts from it.
        </p>
      </header>
      {own.length > 0 ? (
        <section aria-labelledby="api-index-product" className="flex flex-col gap-2">
          <h2 id="api-index-product" className="font-semibold text-lg text-slate-900 dark:text-white">
            {productLabel} calls
          </h2>
          <OperationLinks operations={own} area={area} />
        </section>
      ) : null}
      {reference.tags.map((tag) => (
        <section key={tag.slug} aria-labelledby={`api-index-${tag.slug}`} className="flex flex-col gap-2">
          <h2 id={`api-index-${tag.slug}`} className="flex flex-wrap items-baseline gap-x-3">
            <Link
              href={referenceHref(area, tag.slug)}
              className="font-semibold text-lg text-slate-900 hover:text-brand-600 dark:text-white"
            >
              {tag.name}
            </Link>
            {tag.description ? (
              <span className="font-normal text-slate-500 text-sm dark:text-slate-400">{tag.description}</span>
            ) : null}
          </h2>
          <OperationLinks operations={tag.operations} area={area} />
        </section>
      ))}
    </div>
  );
}
