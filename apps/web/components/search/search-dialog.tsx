'use client';

import {
  listMarketSearchEntries,
  listRouteSearchEntries,
  MESSAGES,
  SEARCH_DEBOUNCE_MS,
  type SearchEntry,
  toAssetSearchEntries,
  toGroupSearchEntries,
  type User,
} from '@moodwire/domain';
import * as Dialog from '@radix-ui/react-dialog';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useVirtualizer } from '@tanstack/react-virtual';
import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { type KeyboardEvent, type RefObject, useId, useMemo, useRef, useState } from 'react';
import { createSearchIndex } from './filter-search-entries';
import { SearchTypeBadge } from './search-type-badge';
import { useDebouncedValue } from './use-debounced-value';
import { useSearchLayout } from './use-search-layout';
import { useAssetSearch, usePresetGroups } from './use-search-sources';

export interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null | undefined;
  hideESG: boolean;
}

/**
 * spec §2 'Global search dialog': a titleless modal (the title is only for screen readers) of width
 * min(90%, 500px). Radix closes it on Escape, overlay click and the close button, and locks page scroll.
 * The content sits inside the overlay so that it is centred without a transform (tooltips position against it).
 */
export function SearchDialog({ open, onOpenChange, user, hideESG }: SearchDialogProps) {
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="search-overlay"
          className="fixed inset-0 z-50 flex items-start justify-center bg-slate-950/50 pt-[10vh]"
        >
          <Dialog.Content
            ref={setContent}
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              inputRef.current?.focus();
            }}
            className="relative w-[min(90%,500px)] overflow-hidden rounded-lg border border-slate-200 bg-white text-slate-900 shadow-2xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            <Dialog.Title className="sr-only">Search</Dialog.Title>
            {/* The rows' tooltips; provided here, not around the whole app, so they load with this dialog. */}
            <Tooltip.Provider>
              <SearchPanel
                inputRef={inputRef}
                tooltipContainer={content}
                user={user}
                hideESG={hideESG}
                onNavigate={() => onOpenChange(false)}
                isOpen={open}
              />
            </Tooltip.Provider>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface SearchPanelProps {
  inputRef: RefObject<HTMLInputElement | null>;
  tooltipContainer: HTMLElement | null;
  user: User | null | undefined;
  hideESG: boolean;
  isOpen: boolean;
  onNavigate: () => void;
}

function SearchPanel({ inputRef, tooltipContainer, user, hideESG, isOpen, onNavigate }: SearchPanelProps) {
  const router = useRouter();
  const listboxId = useId();
  const [text, setText] = useState('');
  // spec §9: search debounce 800 ms.
  const debouncedText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const query = debouncedText.trim();
  const [activeId, setActiveId] = useState<string | null>(null);
  const { rowHeight, listMaxHeight } = useSearchLayout();

  const presets = usePresetGroups(isOpen, user?.username);
  const assetSearch = useAssetSearch(debouncedText);

  const local = useMemo(
    () => [...listMarketSearchEntries(), ...listRouteSearchEntries({ user, hideESG })],
    [user, hideESG],
  );
  const groups = useMemo(
    () => toGroupSearchEntries(presets.data ?? [], { user, hideESG }),
    [presets.data, user, hideESG],
  );
  const index = useMemo(() => createSearchIndex({ local, groups }), [local, groups]);
  const assets = useMemo(
    () => toAssetSearchEntries(assetSearch.data ?? [], { user, hideESG }),
    [assetSearch.data, user, hideESG],
  );
  const results = useMemo(() => index.search(debouncedText, assets), [index, debouncedText, assets]);

  // The focused result is kept by id so that assets arriving later do not move the focus.
  const foundIndex = activeId === null ? -1 : results.findIndex((entry) => entry.id === activeId);
  const activeIndex = foundIndex === -1 ? (results.length > 0 ? 0 : -1) : foundIndex;
  const active: SearchEntry | undefined = results[activeIndex];

  const listRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: results.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => rowHeight,
    overscan: 6,
  });
  // Rows have a fixed height that depends on the window width; re-measure when it changes.
  const measuredRowHeight = useRef(rowHeight);
  if (measuredRowHeight.current !== rowHeight) {
    measuredRowHeight.current = rowHeight;
    virtualizer.measure();
  }

  const open = (entry: SearchEntry | undefined) => {
    if (!entry || entry.disabledMessage) return; // disabled entries only show their tooltip
    onNavigate();
    router.push(entry.url);
  };

  const moveFocus = (delta: number) => {
    if (results.length === 0) return;
    const next = Math.min(results.length - 1, Math.max(0, activeIndex + delta));
    const entry = results[next];
    if (!entry) return;
    setActiveId(entry.id);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveFocus(1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(active);
    }
  };

  const isWaiting = text.trim() !== query || (query !== '' && assetSearch.isFetching);
  const showEmpty = query !== '' && results.length === 0 && !isWaiting;
  const optionId = (position: number) => `${listboxId}-option-${position}`;

  return (
    <div data-search-text={debouncedText}>
      <div className="flex items-center gap-2 border-slate-200 border-b px-3 dark:border-slate-700">
        <Search aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Search markets, groups, assets, docs and tools"
          aria-expanded={results.length > 0}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder="Search…"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-slate-400 [&::-webkit-search-cancel-button]:hidden"
        />
        <Dialog.Close
          aria-label="Close search"
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <X aria-hidden="true" className="size-4" />
        </Dialog.Close>
      </div>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label="Search results"
        className="overflow-y-auto overscroll-contain"
        style={{ maxHeight: listMaxHeight }}
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const entry = results[item.index];
            if (!entry) return null;
            return (
              <SearchResultRow
                key={entry.id}
                id={optionId(item.index)}
                entry={entry}
                isActive={item.index === activeIndex}
                top={item.start}
                height={rowHeight}
                tooltipContainer={tooltipContainer}
                onHover={() => setActiveId(entry.id)}
                onSelect={() => open(entry)}
              />
            );
          })}
        </div>
      </div>
      {showEmpty ? (
        <p role="status" className="px-4 py-6 text-center text-slate-500 text-sm dark:text-slate-400">
          {MESSAGES.searchEmpty}
        </p>
      ) : null}
      {query === '' && text.trim() === '' ? (
        <p className="px-4 py-4 text-slate-500 text-sm dark:text-slate-400">
          Type to search markets, preset groups, assets, documentation and tools. Use ↑ ↓ to move and Enter to open.
        </p>
      ) : null}
    </div>
  );
}

interface SearchResultRowProps {
  id: string;
  entry: SearchEntry;
  isActive: boolean;
  top: number;
  height: number;
  tooltipContainer: HTMLElement | null;
  onHover: () => void;
  onSelect: () => void;
}

/**
 * One result: badge, name and what it is (an asset's ticker and class) or where it leads (the target URL).
 * A disabled entry shows its message as a tooltip while focused.
 */
function SearchResultRow({
  id,
  entry,
  isActive,
  top,
  height,
  tooltipContainer,
  onHover,
  onSelect,
}: SearchResultRowProps) {
  const isDisabled = Boolean(entry.disabledMessage);
  const row = (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection goes through the combobox input (aria-activedescendant)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={isActive}
      aria-disabled={isDisabled || undefined}
      data-type={entry.type}
      data-url={entry.url}
      onMouseMove={isActive ? undefined : onHover}
      onClick={onSelect}
      className={clsx(
        'absolute inset-x-0 flex cursor-pointer items-center gap-3 px-3',
        isActive && 'bg-brand-50 dark:bg-slate-800',
        isDisabled && 'cursor-not-allowed',
      )}
      style={{ top, height }}
    >
      <SearchTypeBadge type={entry.type} />
      <span className={clsx('flex min-w-0 flex-1 flex-col leading-tight', isDisabled && 'opacity-55')}>
        <span className="truncate font-medium text-sm">{entry.name}</span>
        <span className="truncate text-slate-500 text-xs dark:text-slate-400">{entry.detail ?? entry.url}</span>
      </span>
    </div>
  );
  if (!isDisabled) return row;
  return (
    <Tooltip.Root open={isActive}>
      <Tooltip.Trigger asChild>{row}</Tooltip.Trigger>
      <Tooltip.Portal container={tooltipContainer}>
        <Tooltip.Content
          side="bottom"
          align="end"
          sideOffset={-4}
          collisionPadding={8}
          className="z-[60] rounded bg-slate-900 px-2 py-1 font-medium text-white text-xs shadow dark:bg-slate-100 dark:text-slate-900"
        >
          {entry.disabledMessage}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
