import { CheckCircle2, ChevronRight, Wrench, XCircle } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import type { AssistantPart } from '@/lib/agents/agent-events';
import { formatToolText } from './json-text';

/** One tool call of an answer: name and state in the summary, arguments and result inside (keyboard: Enter/Space). */
export function ToolCallCard({
  part,
  isRunning,
}: {
  part: Extract<AssistantPart, { kind: 'tool' }>;
  isRunning: boolean;
}) {
  const isPending = part.result === undefined;
  return (
    <details
      data-testid="tool-call"
      className="group rounded-md border border-slate-200 bg-slate-50 text-sm dark:border-slate-700 dark:bg-slate-950"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        <ChevronRight aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-90" />
        <Wrench aria-hidden className="size-4 shrink-0 text-slate-400" />
        <span className="min-w-0 truncate">
          Tool <code className="font-mono font-semibold">{part.name}</code>
        </span>
        <span className="ml-auto flex shrink-0 items-center gap-1 text-xs">
          {isPending ? (
            isRunning ? (
              <>
                <Spinner className="size-3" label={`Running ${part.name}`} /> running
              </>
            ) : (
              <span className="text-slate-500 dark:text-slate-400">no result</span>
            )
          ) : part.isError ? (
            <>
              <XCircle aria-hidden className="size-4 text-red-600 dark:text-red-400" />
              <span className="text-red-700 dark:text-red-300">refused</span>
            </>
          ) : (
            <>
              <CheckCircle2 aria-hidden className="size-4 text-emerald-600 dark:text-emerald-400" />
              <span className="text-slate-600 dark:text-slate-300">done</span>
            </>
          )}
        </span>
      </summary>
      <div className="flex flex-col gap-2 border-slate-200 border-t px-3 py-2 dark:border-slate-700">
        <ToolText label="Arguments" text={part.arguments || '{}'} />
        {isPending ? null : (
          <ToolText
            label={part.isTruncated ? 'Result (shortened for display)' : 'Result'}
            text={part.result ?? ''}
            isError={part.isError}
          />
        )}
      </div>
    </details>
  );
}

export function ToolText({ label, text, isError }: { label: string; text: string; isError?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <span className="font-medium text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">{label}</span>
      <pre
        data-testid={`tool-${label.split(' ')[0]?.toLowerCase()}`}
        className={`max-h-72 overflow-auto whitespace-pre-wrap break-words rounded border bg-white p-2 font-mono text-xs dark:bg-slate-900 ${
          isError
            ? 'border-red-200 text-red-800 dark:border-red-900 dark:text-red-300'
            : 'border-slate-200 text-slate-800 dark:border-slate-700 dark:text-slate-100'
        }`}
      >
        {formatToolText(text)}
      </pre>
    </div>
  );
}
