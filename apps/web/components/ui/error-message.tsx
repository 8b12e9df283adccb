import { getErrorMessage } from '@moodwire/domain';
import { AlertCircle } from 'lucide-react';

/** Spec §8 error display: a message string or the error, message and detail fields of an error body. */
export function ErrorMessage({ error, className }: { error: unknown; className?: string }) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-red-700 text-sm dark:border-red-900 dark:bg-red-950/40 dark:text-red-300 ${className ?? ''}`}
    >
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{getErrorMessage(error)}</span>
    </div>
  );
}
