import type { ParameterView } from '@/lib/apidocs/api-reference';
import { Badge, ValueRules } from './schema-field-list';

/** The parameters of an operation: where each goes, its type, whether it is required, and its rules and example. */
export function ParameterList({ parameters }: { parameters: ParameterView[] }) {
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="operation-parameters">
      {parameters.map((parameter) => (
        <li key={`${parameter.in}:${parameter.name}`} className="flex flex-col gap-1 py-2">
          <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
            <code className="font-semibold text-slate-900 text-sm dark:text-slate-100">{parameter.name}</code>
            <span className="font-mono text-slate-500 text-xs dark:text-slate-400">{parameter.type}</span>
            <Badge>{parameter.in}</Badge>
            {parameter.required ? <Badge tone="required">required</Badge> : null}
          </span>
          {parameter.description ? (
            <p className="text-slate-600 text-sm dark:text-slate-300">{parameter.description}</p>
          ) : null}
          <ValueRules
            enumValues={parameter.enumValues}
            constraints={parameter.constraints}
            pattern={parameter.pattern}
          />
          {parameter.example !== undefined || parameter.default !== undefined ? (
            <p className="flex flex-wrap gap-x-3 text-slate-500 text-xs dark:text-slate-400">
              {parameter.example !== undefined ? (
                <span>
                  example <code className="break-all text-slate-700 dark:text-slate-200">{parameter.example}</code>
                </span>
              ) : null}
              {parameter.default !== undefined ? (
                <span>
                  default <code className="text-slate-700 dark:text-slate-200">{parameter.default}</code>
                </span>
              ) : null}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
