import Link from 'next/link';
import type { TagView } from '@/lib/apidocs/api-reference';
import { type ApiDocsArea, referenceHref } from '@/lib/apidocs/product-calls';
import { MethodBadge } from './method-badge';
import { OperationSection } from './operation-section';

/** One tag of the reference: its calls listed at the top, then each in full under its anchor. */
export function ApiTagReference({ tag, area, apiRoot }: { tag: TagView; area: ApiDocsArea; apiRoot: string }) {
  return (
    <div className="flex flex-col gap-6" data-testid="api-tag-reference">
      <header className="flex flex-col gap-2">
        <p className="text-sm">
          <Link href={referenceHref(area)} className="text-brand-600 underline dark:text-brand-100">
            API reference
          </Link>
        </p>
        <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl dark:text-white">
          <span className="sr-only">API reference: </span>
          {tag.name}
        </h1>
        {tag.description ? <p className="text-slate-600 dark:text-slate-300">{tag.description}</p> : null}
        <nav aria-label={`Calls of ${tag.name}`}>
          <ul className="flex flex-col gap-0.5">
            {tag.operations.map((operation) => (
              <li key={operation.id}>
                <a
                  href={`#${operation.id}`}
                  className="flex items-baseline gap-2 rounded px-1 py-0.5 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <MethodBadge method={operation.method} />
                  <code className="break-all text-sm">{operation.path}</code>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {tag.operations.map((operation) => (
        <OperationSection key={operation.id} operation={operation} apiRoot={apiRoot} />
      ))}
    </div>
  );
}
