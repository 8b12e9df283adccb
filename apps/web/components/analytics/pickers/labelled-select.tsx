import { type ReactNode, useId } from 'react';
import { PICKER_LABEL_CLASS, PICKER_LABEL_TEXT_CLASS, PICKER_SELECT_CLASS } from './picker-styles';

/** The shared pickers' look, for other controls that should line up with them. */
export const FIELD_CLASS = PICKER_SELECT_CLASS;

/** A control with its visible label (the label names the control for screen readers too). */
export function LabelledField({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label className={className ? `${PICKER_LABEL_CLASS} ${className}` : PICKER_LABEL_CLASS}>
      <span className={PICKER_LABEL_TEXT_CLASS}>{label}</span>
      {children}
    </label>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select with its label, the shell of every picker (source, industry, period, ...): keyboard and
 * screen-reader behaviour come with the element. The label names the select by `htmlFor` rather than by wrapping
 * it, so the select's accessible name is the label alone (a wrapped select would add its chosen option to it).
 */
export function LabelledSelect({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ? `${PICKER_LABEL_CLASS} ${className}` : PICKER_LABEL_CLASS}>
      <label htmlFor={id} className={PICKER_LABEL_TEXT_CLASS}>
        {label}
      </label>
      <select id={id} className={FIELD_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
