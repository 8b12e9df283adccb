import { FIELD_CLASS, LabelledField, LabelledSelect } from '@/components/analytics/pickers/labelled-select';
import { CHANGE_SPANS, dayBefore, daysBetween, isDay } from './heatmap-period';

/**
 * The day shown and what the colour measures: the level on that day or its change over a span (the `start` of
 * spec §7 is the day the change is measured from). Both bounded by the lake's days.
 */
export function PeriodFields({
  end,
  start,
  from,
  to,
  onChange,
}: {
  end: string | undefined;
  start: string | undefined;
  /** The lake's first and last days. */
  from: string | undefined;
  to: string | undefined;
  onChange: (patch: { end?: string | null; start?: string | null }) => void;
}) {
  const shownEnd = end ?? to;
  const span = start && shownEnd && isDay(start) && isDay(shownEnd) ? daysBetween(start, shownEnd) : 0;
  const spans: { value: string; label: string }[] = CHANGE_SPANS.map((choice) => ({
    value: String(choice.days),
    label: choice.label,
  }));
  if (!spans.some((choice) => choice.value === String(span))) {
    spans.push({ value: String(span), label: `Change since ${start}` });
  }
  return (
    <>
      <LabelledField label="Day">
        <input
          type="date"
          className={FIELD_CLASS}
          value={shownEnd ?? ''}
          min={from}
          max={to}
          onChange={(event) => {
            const next = event.target.value;
            if (!isDay(next)) return;
            // Keep the span of the change when the day moves.
            onChange({ end: next === to ? null : next, start: span > 0 ? dayBefore(next, span) : null });
          }}
        />
      </LabelledField>
      <LabelledSelect
        label="Colour shows"
        value={String(span)}
        options={spans}
        onChange={(value) => {
          const days = Number(value);
          onChange({ start: days > 0 && shownEnd ? dayBefore(shownEnd, days) : null });
        }}
      />
    </>
  );
}
