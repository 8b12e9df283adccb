'use client';

import { type ReactNode, useState } from 'react';

export interface SearchListboxProps<T> {
  /** The input's id: a `<label htmlFor>` may name it, and the options' ids derive from it. */
  inputId: string;
  /** The input's accessible name when no label names it. */
  ariaLabel?: string;
  placeholder: string;
  inputClassName: string;
  text: string;
  onTextChange: (text: string) => void;
  /** The search the options answer (the debounced text): the list shows while it is not empty. */
  search: string;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  isFetching: boolean;
  isError: boolean;
  onChoose: (option: T) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A search box with its list of results (WAI-ARIA combobox with a listbox): the arrows move through the results,
 * Enter or a click chooses one, Escape closes the list only (a dialog around it stays open). The caller searches;
 * this draws the box, the list and its searching, failed and empty states.
 */
export function SearchListbox<T>({
  inputId,
  ariaLabel,
  placeholder,
  inputClassName,
  text,
  onTextChange,
  search,
  options,
  optionKey,
  renderOption,
  isFetching,
  isError,
  onChoose,
  invalid,
  describedBy,
}: SearchListboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = `${inputId}-results`;

  function choose(option: T | undefined) {
    if (option === undefined) return;
    onChoose(option);
    setOpen(false);
  }

  return (
    <>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-label={ariaLabel}
        aria-expanded={open && options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${inputId}-option-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        className={inputClassName}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((index) => Math.min(index + 1, options.length - 1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((index) => Math.max(index - 1, 0));
          } else if (event.key === 'Enter') {
            event.preventDefault();
            choose(options[active]);
          } else if (event.key === 'Escape' && open) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      {open && search !== '' ? (
        <div
          id={listId}
          role="listbox"
          aria-label="Matching assets"
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {isFetching && options.length === 0 ? (
            <p className="px-3 py-2 text-slate-500">Searching…</p>
          ) : isError ? (
            <p className="px-3 py-2 text-red-600 dark:text-red-400">The search failed; try again.</p>
          ) : options.length === 0 ? (
            <p className="px-3 py-2 text-slate-500">No result.</p>
          ) : (
            options.map((option, index) => (
              <div
                key={optionKey(option)}
                id={`${inputId}-option-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50 text-brand-900 dark:bg-slate-800 dark:text-white' : 'text-slate-700 dark:text-slate-200'}`}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {renderOption(option)}
              </div>
            ))
          )}
        </div>
      ) : null}
    </>
  );
}
