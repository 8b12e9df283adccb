'use client';

import { INDUSTRIES, PULSE_CLASSES, PULSE_LEVELS, PULSE_SENTIMENTS, PULSE_TOPICS } from '@moodwire/domain';
import { ChevronDown, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FIELD_CLASS, LabelledSelect } from '@/components/analytics/pickers/labelled-select';
import { PICKER_LABEL_TEXT_CLASS } from '@/components/analytics/pickers/picker-styles';
import { countryName, listMappedCountries } from '@/lib/geo/world-countries-map';
import { countPulseFilters, type PulseFilters, pulseClassName } from '@/lib/pulse/pulse-filters';
import { PulseAssetPicker } from './pulse-asset-picker';

const ANY = '';
/** The shared pickers sit label beside control from sm up; in this grid the label stays above. */
const COLUMN = 'sm:flex-col! sm:items-stretch! sm:gap-1!';

function options(values: readonly (string | number)[], anyLabel: string, label = (value: string) => value) {
  return [
    { value: ANY, label: anyLabel },
    ...values.map((value) => ({ value: String(value), label: label(String(value)) })),
  ];
}

/** A two-letter country field: a suggestion list of the countries, committed when it is empty or two letters. */
function CountryField({
  label,
  value,
  listId,
  onChange,
}: {
  label: string;
  value: string | null;
  listId: string;
  onChange: (value: string | null) => void;
}) {
  const [text, setText] = useState(value ?? '');
  const id = useId();
  useEffect(() => setText(value ?? ''), [value]);
  const isValid = text === '' || /^[A-Za-z]{2}$/.test(text);
  const commit = () => {
    if (!isValid) return;
    const next = text === '' ? null : text.toUpperCase();
    if (next !== value) onChange(next);
  };
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor={id} className={PICKER_LABEL_TEXT_CLASS}>
        {label}
      </label>
      <input
        id={id}
        className={`${FIELD_CLASS} w-full uppercase placeholder:normal-case`}
        list={listId}
        value={text}
        maxLength={2}
        placeholder="Any (e.g. US)"
        aria-invalid={!isValid}
        aria-describedby={isValid ? undefined : `${id}-error`}
        onChange={(event) => setText(event.target.value.trim())}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      {isValid ? null : (
        <span id={`${id}-error`} className="text-red-700 text-xs dark:text-red-300">
          {label}: use a two-letter country code
        </span>
      )}
    </div>
  );
}

/** The Pulse tool's filters (spec §7 /pulse/v1/events): every change goes to the URL at once. */
export function PulseFiltersForm({
  filters,
  onChange,
  onClear,
}: {
  filters: PulseFilters;
  onChange: (patch: Partial<PulseFilters>) => void;
  onClear: () => void;
}) {
  const countriesId = useId();
  const fieldsId = useId();
  // On a phone the ten fields fill the screen: they fold behind a button there (always shown from sm up).
  const [isOpen, setIsOpen] = useState(false);
  const fromId = useId();
  const toId = useId();
  const set = filters;
  const active = countPulseFilters(filters);
  const select = (key: 'topic' | 'sector' | 'sentiment') => (value: string) => onChange({ [key]: value || null });
  return (
    <section
      aria-label="Filters"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <datalist id={countriesId}>
        {listMappedCountries().map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </datalist>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={fieldsId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex items-center justify-between rounded-md font-medium text-slate-800 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 sm:hidden dark:text-slate-100"
      >
        <span className="inline-flex items-center gap-1.5">
          <SlidersHorizontal aria-hidden className="size-4" />
          Filters{active > 0 ? ` (${active} set)` : ''} · {pulseClassName(set.assetClass)}
        </span>
        <ChevronDown aria-hidden className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={fieldsId}
        className={`${isOpen ? 'grid' : 'hidden'} grid-cols-1 gap-3 sm:grid sm:grid-cols-2 lg:grid-cols-4`}
      >
        <LabelledSelect
          label="Class"
          className={COLUMN}
          value={set.assetClass}
          options={PULSE_CLASSES.map((code) => ({ value: code, label: pulseClassName(code) }))}
          onChange={(value) => onChange({ assetClass: value as PulseFilters['assetClass'], asset: null })}
        />
        <PulseAssetPicker assetClass={set.assetClass} asset={set.asset} onChange={(asset) => onChange({ asset })} />
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={fromId} className={PICKER_LABEL_TEXT_CLASS}>
            From
          </label>
          <input
            id={fromId}
            type="date"
            className={`${FIELD_CLASS} w-full`}
            value={set.from ?? ''}
            max={set.to ?? undefined}
            onChange={(event) => onChange({ from: event.target.value || null })}
          />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={toId} className={PICKER_LABEL_TEXT_CLASS}>
            To
          </label>
          <input
            id={toId}
            type="date"
            className={`${FIELD_CLASS} w-full`}
            value={set.to ?? ''}
            min={set.from ?? undefined}
            onChange={(event) => onChange({ to: event.target.value || null })}
          />
        </div>
        <LabelledSelect
          label="Topic"
          className={COLUMN}
          value={set.topic ?? ANY}
          options={options(PULSE_TOPICS, 'Any topic')}
          onChange={select('topic')}
        />
        <LabelledSelect
          label="Economic sector"
          className={COLUMN}
          value={set.sector ?? ANY}
          options={options(INDUSTRIES, 'Any sector')}
          onChange={select('sector')}
        />
        <LabelledSelect
          label="Pulse level"
          className={COLUMN}
          value={set.level === null ? ANY : String(set.level)}
          options={options(PULSE_LEVELS, 'Any level', (value) => `Level ${value}`)}
          onChange={(value) => onChange({ level: value === ANY ? null : Number(value) })}
        />
        <LabelledSelect
          label="Sentiment"
          className={COLUMN}
          value={set.sentiment ?? ANY}
          options={options(PULSE_SENTIMENTS, 'Any sentiment')}
          onChange={select('sentiment')}
        />
        <CountryField
          label="Domicile"
          value={set.domicile}
          listId={countriesId}
          onChange={(domicile) => onChange({ domicile })}
        />
        <CountryField
          label="Exchange country"
          value={set.exchangeCountry}
          listId={countriesId}
          onChange={(exchangeCountry) => onChange({ exchangeCountry })}
        />
      </div>
      {active > 0 ? (
        <div>
          <button
            type="button"
            onClick={onClear}
            className="inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1 text-slate-700 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <X aria-hidden className="size-3.5" />
            Clear {active} {active === 1 ? 'filter' : 'filters'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
