'use client';

import { formatCount } from '@moodwire/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { Check, Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AnalyticsGroup } from '@/lib/analytics/use-presets';
import { buildGroupDropdownRows, groupListHeight, rowHeight } from './pickers/group-dropdown-rows';
import { SubjectPicker } from './pickers/subject-picker';

/** spec §8 'No result.' (dropdown): the words shown when the search matches no group. */
export const GROUP_DROPDOWN_EMPTY_TEXT = 'No result.';

/**
 * The open group dropdown (loaded on first use by group-dropdown.tsx): the search box, the groups in sections in a
 * virtualised listbox driven from the box by the arrow keys, and the subject categories. It mounts on every open,
 * so each open starts with an empty search and the current group active.
 */
export default function GroupDropdownPanel({
  groups,
  value,
  isAdmin,
  showSubjects,
  onPick,
  onClose,
}: {
  groups: AnalyticsGroup[];
  value: string;
  isAdmin: boolean;
  showSubjects: boolean;
  onPick: (group: AnalyticsGroup | undefined) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { rows, options } = useMemo(
    () => buildGroupDropdownRows({ groups, isAdmin, search }),
    [groups, isAdmin, search],
  );
  const [activeIndex, setActiveIndex] = useState(() =>
    Math.max(
      0,
      options.findIndex((group) => group.Group === value),
    ),
  );

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  return (
    <>
      <GroupSearchList
        inputRef={inputRef}
        listId={listId}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setActiveIndex(0);
        }}
        rows={rows}
        options={options}
        value={value}
        activeIndex={activeIndex}
        onActiveIndex={setActiveIndex}
        onPick={onPick}
        onClose={onClose}
      />
      {showSubjects ? (
        <SubjectPicker
          groups={groups}
          value={value}
          onSelect={onPick}
          className="border-slate-200 border-t pt-2 dark:border-slate-700"
        />
      ) : null}
    </>
  );
}

function GroupSearchList({
  inputRef,
  listId,
  search,
  onSearch,
  rows,
  options,
  value,
  activeIndex,
  onActiveIndex,
  onPick,
  onClose,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  listId: string;
  search: string;
  onSearch: (text: string) => void;
  rows: ReturnType<typeof buildGroupDropdownRows<AnalyticsGroup>>['rows'];
  options: AnalyticsGroup[];
  value: string;
  activeIndex: number;
  onActiveIndex: (index: number) => void;
  onPick: (group: AnalyticsGroup | undefined) => void;
  onClose: () => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const { height, isScrolling } = groupListHeight(rows);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => listRef.current,
    estimateSize: (index) => {
      const row = rows[index];
      return row ? rowHeight(row) : 0;
    },
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 8,
  });
  const optionId = (group: AnalyticsGroup) => `${listId}-${group.Group}`;
  const active = options[Math.min(activeIndex, options.length - 1)];

  // Keep the active option in view as the arrow keys move it (it may not be rendered yet: the list is virtual).
  useEffect(() => {
    if (!active) return;
    const rowIndex = rows.findIndex((row) => row.kind === 'group' && row.group.Group === active.Group);
    if (rowIndex >= 0) virtualizer.scrollToIndex(rowIndex, { align: 'auto' });
  }, [active, rows, virtualizer]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + 10, last),
      PageUp: Math.max(activeIndex - 10, 0),
    };
    if (event.key in moves && options.length > 0) {
      event.preventDefault();
      onActiveIndex(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onPick(active);
    } else if (event.key === 'Tab') {
      onClose();
    }
  };

  return (
    <>
      <div className="relative">
        <Search aria-hidden className="-translate-y-1/2 absolute top-1/2 left-2 size-4 text-slate-400" />
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label="Search groups"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          placeholder="Search groups"
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={onKeyDown}
          className="w-full rounded-md border border-slate-300 bg-white py-1.5 pr-2 pl-8 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:bg-slate-950"
        />
      </div>
      {rows.length === 0 ? (
        <p id={listId} role="status" className="px-2 py-1 text-slate-500 text-sm dark:text-slate-400">
          {GROUP_DROPDOWN_EMPTY_TEXT}
        </p>
      ) : (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Groups"
          tabIndex={-1}
          style={{ height, overflowY: isScrolling ? 'auto' : 'hidden' }}
          className="relative"
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const style = {
                position: 'absolute' as const,
                top: 0,
                left: 0,
                width: '100%',
                height: item.size,
                transform: `translateY(${item.start}px)`,
              };
              if (row.kind === 'header') {
                return (
                  <div
                    key={item.key}
                    role="presentation"
                    style={style}
                    className="truncate px-2 font-semibold text-[11px] text-slate-500 leading-[19px] dark:text-slate-400"
                  >
                    {row.title}
                  </div>
                );
              }
              const isActive = row.optionIndex === activeIndex;
              const isSelected = row.group.Group === value;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection goes through the combobox input (aria-activedescendant)
                <div
                  key={item.key}
                  id={optionId(row.group)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={isSelected}
                  style={style}
                  // Keep the focus in the search box: the list is driven by aria-activedescendant.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => {
                    if (!isActive) onActiveIndex(row.optionIndex);
                  }}
                  onClick={() => onPick(row.group)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-2 rounded px-2 text-sm leading-[25px]',
                    isActive && 'bg-slate-100 dark:bg-slate-800',
                    isSelected && 'font-semibold',
                  )}
                >
                  <Check aria-hidden className={clsx('size-3.5 shrink-0', isSelected ? 'opacity-100' : 'opacity-0')} />
                  <span className="min-w-0 flex-1 truncate">{row.group.Name}</span>
                  <span className="shrink-0 text-slate-500 text-xs tabular-nums dark:text-slate-400">
                    {formatCount(row.group.Count)}
                    <span className="sr-only"> assets</span>
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </>
  );
}
