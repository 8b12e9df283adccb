'use client';

import type { AssetClassCode } from '@moodwire/domain';
import { useId, useMemo, useState } from 'react';
import { buildIndicatorOptions, countIndicatorOptions, INDICATOR_FILTER_MIN_OPTIONS } from './indicator-options';
import { PICKER_LABEL_CLASS, PICKER_LABEL_TEXT_CLASS, PICKER_SELECT_CLASS } from './picker-styles';

export interface IndicatorSelectProps {
  assetClass: AssetClassCode;
  /** An indicator code of the class (or a special series code with includeSpecial). */
  value: string;
  onChange: (code: string) => void;
  /** The visible label; 'Indicator' by default. */
  label?: string;
  /** Offer the special market series (price, Return, bond price) after the indicators. */
  includeSpecial?: boolean;
  className?: string;
}

/**
 * The indicators of an asset class from the domain catalogue, grouped by range (sentiment, shares, counts,
 * ranks). Long catalogues get a filter box that narrows the list, the selected indicator always staying in it.
 */
export function IndicatorSelect({
  assetClass,
  value,
  onChange,
  label = 'Indicator',
  includeSpecial = false,
  className,
}: IndicatorSelectProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const isLong = countIndicatorOptions(assetClass, includeSpecial) > INDICATOR_FILTER_MIN_OPTIONS;
  const groups = useMemo(
    () => buildIndicatorOptions({ assetClass, includeSpecial, filter: isLong ? filter : '', keep: value }),
    [assetClass, includeSpecial, filter, isLong, value],
  );
  const shown = groups.reduce((sum, group) => sum + group.options.length, 0);
  return (
    <div className={`${PICKER_LABEL_CLASS} ${className ?? ''}`}>
      <label htmlFor={id} className={PICKER_LABEL_TEXT_CLASS}>
        {label}
      </label>
      <div className="flex min-w-0 gap-1">
        {isLong ? (
          <input
            type="search"
            aria-label={`Filter ${label.toLowerCase()} list`}
            placeholder="Filter…"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className={`${PICKER_SELECT_CLASS} w-24`}
          />
        ) : null}
        <select
          id={id}
          className={`${PICKER_SELECT_CLASS} w-full sm:w-auto`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {isLong && filter.trim() !== '' ? (
        <span className="sr-only" aria-live="polite">
          {shown} indicators shown
        </span>
      ) : null}
    </div>
  );
}
