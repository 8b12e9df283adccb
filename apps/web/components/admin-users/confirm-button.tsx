'use client';

import { useState } from 'react';
import { BUTTON_CLASS, DANGER_BUTTON_CLASS } from '@/components/radar-alerts/alert-styles';

/** A button whose action asks first (a disable, a reset, a rotation cannot be taken back with one click). */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  isBusy,
  isDanger = false,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  isBusy: boolean;
  isDanger?: boolean;
  onConfirm: () => void;
}) {
  const [isAsking, setAsking] = useState(false);
  if (!isAsking) {
    return (
      <button type="button" className={BUTTON_CLASS} disabled={isBusy} onClick={() => setAsking(true)}>
        {isBusy ? 'Working…' : label}
      </button>
    );
  }
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">{question}</legend>
      <span aria-hidden className="text-slate-700 text-xs dark:text-slate-200">
        {question}
      </span>
      <button
        type="button"
        className={isDanger ? DANGER_BUTTON_CLASS : BUTTON_CLASS}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        className={BUTTON_CLASS}
        // biome-ignore lint/a11y/noAutofocus: the focus moves to the safe choice of the question just asked
        autoFocus
        onClick={() => setAsking(false)}
      >
        Cancel
      </button>
    </fieldset>
  );
}
