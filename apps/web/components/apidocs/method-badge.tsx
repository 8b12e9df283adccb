import type { HttpMethod } from '@/lib/apidocs/openapi-document';

const COLOURS: Partial<Record<HttpMethod, string>> = {
  get: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  post: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300',
  patch: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  put: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  delete: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

/** The HTTP method of an operation, coloured by kind (read, write, delete); the text carries the meaning. */
export function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <span
      className={`inline-block w-16 shrink-0 rounded px-1.5 py-0.5 text-center font-mono font-semibold text-xs ${
        COLOURS[method] ?? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
      }`}
    >
      {method.toUpperCase()}
    </span>
  );
}
