'use client';

import { clsx } from 'clsx';
import { listSubjectCategories } from './subject-categories';

export interface SubjectPickerGroup {
  Group: string;
  Name: string;
}

export interface SubjectPickerProps<T extends SubjectPickerGroup> {
  /** The groups the user may open (the product's groups on a product page). */
  groups: readonly T[];
  /** The current group, marked as current. */
  value?: string;
  onSelect: (group: T) => void;
  className?: string;
}

/**
 * The subject picker of spec §2: the five categories (Commodities, Companies, Countries, Currencies,
 * Cryptocurrencies) as quick links to their groups; categories with no group the user may open are hidden.
 */
export function SubjectPicker<T extends SubjectPickerGroup>({
  groups,
  value,
  onSelect,
  className,
}: SubjectPickerProps<T>) {
  const categories = listSubjectCategories(groups);
  if (categories.length === 0) return null;
  return (
    <nav aria-label="Subjects" className={clsx('flex flex-wrap gap-x-3 gap-y-1 text-xs', className)}>
      {categories.map((category) => (
        <div key={category.id} className="flex flex-wrap items-center gap-1">
          <span className="font-semibold text-slate-500 dark:text-slate-400">{category.name}:</span>
          {category.groups.map((group) => (
            <button
              key={group.Group}
              type="button"
              aria-current={group.Group === value ? 'true' : undefined}
              onClick={() => onSelect(group)}
              className={clsx(
                'rounded px-1.5 py-0.5 focus-visible:outline-2 focus-visible:outline-brand-600',
                group.Group === value
                  ? 'bg-brand-600 text-white'
                  : 'text-brand-700 hover:bg-slate-100 dark:text-brand-100 dark:hover:bg-slate-800',
              )}
            >
              {group.Name}
            </button>
          ))}
        </div>
      ))}
    </nav>
  );
}
