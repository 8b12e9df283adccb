'use client';

import type { AnalyticsGroup } from '@/lib/analytics/use-presets';

/** The group dropdown of the group page header (spec §2); a plain select until the searchable one lands. */
export function GroupDropdown({
  groups,
  value,
  onSelect,
}: {
  groups: AnalyticsGroup[];
  value: string;
  onSelect: (group: AnalyticsGroup) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium text-slate-700 dark:text-slate-200">Group:</span>
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-700 dark:bg-slate-900"
        value={value}
        onChange={(event) => {
          const group = groups.find((candidate) => candidate.Group === event.target.value);
          if (group) onSelect(group);
        }}
      >
        {groups.map((group) => (
          <option key={group.Group} value={group.Group}>
            {group.Name}
          </option>
        ))}
      </select>
    </label>
  );
}
