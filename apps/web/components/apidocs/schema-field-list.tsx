import { ChevronRight } from 'lucide-react';
import type { FieldView } from '@/lib/apidocs/api-reference';

/** Nested objects deeper than this start folded, so that a long answer stays readable. */
const OPEN_DEPTH = 2;

export function Badge({ children, tone = 'plain' }: { children: string; tone?: 'plain' | 'required' }) {
  return (
    <span
      className={`rounded px-1.5 py-px text-[11px] ${
        tone === 'required'
          ? 'bg-amber-100 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200'
          : 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300'
      }`}
    >
      {children}
    </span>
  );
}

/** Allowed values, constraints and pattern of a field or parameter, as one line of small print. */
export function ValueRules({
  enumValues,
  constraints,
  pattern,
}: {
  enumValues: string[];
  constraints: string[];
  pattern?: string;
}) {
  if (enumValues.length === 0 && constraints.length === 0 && !pattern) return null;
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-slate-500 text-xs dark:text-slate-400">
      {enumValues.length > 0 ? (
        <span>
          one of{' '}
          {enumValues.map((value, index) => (
            <span key={value}>
              {index > 0 ? ', ' : ''}
              <code className="text-slate-700 dark:text-slate-200">{value}</code>
            </span>
          ))}
        </span>
      ) : null}
      {constraints.map((constraint) => (
        <span key={constraint}>{constraint}</span>
      ))}
      {pattern ? (
        <span className="break-all">
          pattern <code className="text-slate-700 dark:text-slate-200">{pattern}</code>
        </span>
      ) : null}
    </p>
  );
}

function FieldRow({ field, depth }: { field: FieldView; depth: number }) {
  const head = (
    <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <code className="font-semibold text-slate-900 text-sm dark:text-slate-100">{field.name}</code>
      <span className="font-mono text-slate-500 text-xs dark:text-slate-400">
        {field.type}
        {field.nullable ? ' | null' : ''}
      </span>
      {field.required ? <Badge tone="required">always</Badge> : <Badge>optional</Badge>}
    </span>
  );
  const body = (
    <>
      {field.description ? <p className="text-slate-600 text-sm dark:text-slate-300">{field.description}</p> : null}
      <ValueRules enumValues={field.enumValues} constraints={field.constraints} />
    </>
  );
  if (field.children.length === 0) {
    return (
      <li className="flex flex-col gap-1 py-2">
        {head}
        {body}
      </li>
    );
  }
  return (
    <li className="py-2">
      <details open={depth < OPEN_DEPTH} className="group">
        <summary className="flex cursor-pointer list-none items-baseline gap-1 rounded focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
          <ChevronRight
            aria-hidden
            className="size-3.5 shrink-0 self-center text-slate-400 transition-transform group-open:rotate-90"
          />
          {head}
        </summary>
        <div className="mt-1 flex flex-col gap-1">
          {body}
          <SchemaFieldList fields={field.children} depth={depth + 1} />
        </div>
      </details>
    </li>
  );
}

/**
 * The fields of an answer or a request body as a tree: name, type, whether it is always there, description and
 * allowed values; an object's fields are nested under it (folded below the second level).
 */
export function SchemaFieldList({ fields, depth = 0 }: { fields: FieldView[]; depth?: number }) {
  return (
    <ul
      className={`divide-y divide-slate-100 dark:divide-slate-800 ${
        depth > 0 ? 'ml-2 border-slate-200 border-l pl-3 sm:ml-3 dark:border-slate-700' : ''
      }`}
    >
      {fields.map((field) => (
        <FieldRow key={field.name} field={field} depth={depth} />
      ))}
    </ul>
  );
}
