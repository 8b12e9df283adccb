'use client';

import { Loader2, Play } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { DataCard } from '@/components/analytics/data-card';
import { DataError } from '@/components/analytics/data-error';
import { ErrorMessage } from '@/components/ui/error-message';
import { type AgentToolInfo, useToolCall } from '@/lib/agents/use-agents';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { ToolText } from './tool-call-card';
import { type ToolField, toolArgumentsOf, toolFieldsOf } from './tool-form';

const INPUT_CLASS =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100';

/**
 * The tools called by hand (issue 16: without a model the page 'still lets the admin call each tool by hand'): pick a
 * tool (kept in the URL as ?tool=), fill the form made from its JSON Schema, see the answer the agent would get.
 */
export function ToolBench({ tools }: { tools: AgentToolInfo[] }) {
  const url = useUrlState();
  const selectId = useId();
  const chosen = tools.find((tool) => tool.name === url.get('tool')) ?? tools[0];
  if (!chosen) return null;
  return (
    <DataCard
      title="Call a tool by hand"
      subtitle="Each tool answers with what your own account may read, exactly as the agent would see it."
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="font-medium text-slate-700 text-sm dark:text-slate-200">
          Tool
        </label>
        <select
          id={selectId}
          value={chosen.name}
          onChange={(event) => url.set({ tool: event.target.value })}
          className={`${INPUT_CLASS} sm:max-w-sm`}
        >
          {tools.map((tool) => (
            <option key={tool.name} value={tool.name}>
              {tool.title ? `${tool.title} (${tool.name})` : tool.name}
            </option>
          ))}
        </select>
        <p className="text-slate-600 text-xs dark:text-slate-400">{chosen.description}</p>
      </div>
      {/* keyed by tool: another tool starts from an empty form and no answer */}
      <ToolForm key={chosen.name} tool={chosen} />
    </DataCard>
  );
}

function ToolForm({ tool }: { tool: AgentToolInfo }) {
  const fields = useMemo(() => toolFieldsOf(tool.inputSchema), [tool.inputSchema]);
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string[]>([]);
  const call = useToolCall();
  const formId = useId();

  const submit = () => {
    const read = toolArgumentsOf(fields, values);
    if ('problems' in read) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    call.mutate({ tool: tool.name, args: read.args });
  };

  return (
    <form
      aria-label={`Call ${tool.name}`}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {fields.length === 0 ? (
        <p className="text-slate-500 text-sm dark:text-slate-400">This tool takes no arguments.</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((field) => (
            <FieldInput
              key={field.name}
              id={`${formId}-${field.name}`}
              field={field}
              value={values[field.name] ?? ''}
              onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
            />
          ))}
        </div>
      )}
      {problems.length > 0 ? <ErrorMessage error={`Check the form: ${problems.join('; ')}`} /> : null}
      <div>
        <button
          type="submit"
          disabled={call.isPending}
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-1.5 font-medium text-sm text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {call.isPending ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <Play aria-hidden className="size-4" />
          )}
          Call {tool.name}
        </button>
      </div>
      <div aria-live="polite">
        {call.isError ? <DataError error={call.error} /> : null}
        {call.data ? (
          <ToolText
            label={call.data.isTruncated ? 'Result (shortened for display)' : 'Result'}
            text={call.data.result === '' ? '(empty answer)' : call.data.result}
            isError={call.data.isError}
          />
        ) : null}
      </div>
    </form>
  );
}

function FieldInput({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: ToolField;
  value: string;
  onChange: (value: string) => void;
}) {
  const hint = [
    field.description,
    field.defaultValue !== undefined ? `default ${JSON.stringify(field.defaultValue)}` : null,
  ]
    .filter(Boolean)
    .join('; ');
  const hintId = `${id}-hint`;
  const common = {
    id,
    value,
    'aria-describedby': hint ? hintId : undefined,
    'aria-required': field.isRequired || undefined,
    className: INPUT_CLASS,
  };
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${field.kind === 'json' ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="font-medium font-mono text-slate-700 text-xs dark:text-slate-200">
        {field.name}
        {/* aria-required tells assistive technology; the star is for the eye */}
        {field.isRequired ? (
          <span aria-hidden className="text-red-600 dark:text-red-400">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {field.kind === 'enum' || field.kind === 'boolean' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.isRequired ? 'Choose…' : '(not set)'}</option>
          {(field.kind === 'boolean' ? ['true', 'false'] : (field.options ?? [])).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.kind === 'json' ? (
        <textarea
          {...common}
          rows={3}
          placeholder='{ "name": "value" }'
          className={`${INPUT_CLASS} font-mono`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={field.kind === 'text' ? 'text' : 'number'}
          inputMode={field.kind === 'text' ? undefined : field.kind === 'integer' ? 'numeric' : 'decimal'}
          min={field.minimum}
          max={field.maximum}
          step={field.kind === 'number' ? 'any' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={hintId} className="text-slate-500 text-xs dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
