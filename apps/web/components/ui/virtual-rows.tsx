'use client';

import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';

/** Row height of spec §9: 42 px, 43 at widths of 768 px or less. */
const ROW_HEIGHT = 42;
const ROW_HEIGHT_NARROW = 43;
const NARROW_QUERY = '(max-width: 768px)';

function useRowHeight(): number {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow ? ROW_HEIGHT_NARROW : ROW_HEIGHT;
}

export interface VirtualRowsState {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rowHeight: number;
}

/**
 * The rows of a long table drawn only where the reader looks, in the scrolling box `scrollRef`. A hook of the
 * component that draws the box: that component's effects run after the box's ref is set (a child's run before).
 */
export function useVirtualRows(count: number, scrollRef: RefObject<HTMLDivElement | null>): VirtualRowsState {
  const rowHeight = useRowHeight();
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  // The rows are measured again when the breakpoint changes their height.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rowHeight is the trigger, not a value read
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  return { virtualizer, rowHeight };
}

/**
 * The `<tbody>` of a virtualised table: an empty row above and below the drawn rows holds the height of those not
 * drawn, so the scroll bar and the sticky header behave as for the whole table.
 */
export function VirtualRows({
  rows,
  columnCount,
  children,
}: {
  rows: VirtualRowsState;
  columnCount: number;
  /** The `<tr>` of the row at an index (its key set), at the given height; null when there is none. */
  children: (index: number, rowHeight: number) => ReactNode;
}) {
  const items = rows.virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? rows.virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0) : 0;
  return (
    <tbody>
      {padTop > 0 ? (
        <tr aria-hidden>
          <td style={{ height: padTop }} colSpan={columnCount} />
        </tr>
      ) : null}
      {items.map((item) => children(item.index, rows.rowHeight))}
      {padBottom > 0 ? (
        <tr aria-hidden>
          <td style={{ height: padBottom }} colSpan={columnCount} />
        </tr>
      ) : null}
    </tbody>
  );
}
