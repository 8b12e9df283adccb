'use client';

import { getAssetClass } from '@moodwire/domain';
import { ArrowDown, ArrowUp } from 'lucide-react';
import Link from 'next/link';
import { type ReactNode, useId, useMemo, useRef } from 'react';
import { changeClass, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { FIELD_CLASS, LabelledSelect } from '@/components/analytics/pickers/labelled-select';
import { PICKER_LABEL_TEXT_CLASS } from '@/components/analytics/pickers/picker-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { useVirtualRows, VirtualRows } from '@/components/ui/virtual-rows';
import { useUrlState } from '@/lib/analytics/use-url-state';
import {
  MAX_MIN_DOCUMENTS,
  MMS_ASSET_CLASSES,
  type MmsScreenerState,
  mmsRequestRange,
  parseMmsScreenerState,
} from '@/lib/mms/mms-screener-state';
import { type SortDirection, sortRows } from '@/lib/mms/sort-rows';
import {
  ASSET_LIMIT,
  type MediaAsset,
  type OutletScore,
  useMmsAssets,
  useMmsOutlets,
} from '@/lib/mms/use-mms-screener';

const COLUMN = 'sm:flex-col! sm:items-stretch! sm:gap-1!';
/** The name column stays in view while a narrow screen scrolls the scores sideways. */
const STICKY_HEAD = 'left-0 z-20';
const STICKY_CELL = 'sticky left-0 z-[5] max-w-[45vw] truncate bg-white sm:max-w-80 dark:bg-slate-900';

function score(value: number | null, digits = 3, signed = true): string {
  if (value === null) return '–';
  const text = value.toFixed(digits);
  // A value that rounds to zero is shown without a sign (not '-0.000').
  if (Number(text) === 0) return (0).toFixed(digits);
  return `${signed && value > 0 ? '+' : ''}${text}`;
}

interface Column<Row> {
  key: string;
  label: string;
  /** Short help shown as the header's title and to screen readers. */
  help?: string;
  isNumber?: boolean;
  cell: (row: Row) => ReactNode;
}

/** A table sorted by its column headers (buttons; aria-sort says the order), every row a link target. */
function SortableTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  direction,
  onSort,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: string;
  direction: SortDirection;
  onSort: (key: string, direction: SortDirection) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Up to 500 assets: only the rows in view are drawn (VirtualRows), in a box that scrolls under a sticky header.
  const virtualRows = useVirtualRows(rows.length, scrollRef);
  return (
    <div
      ref={scrollRef}
      className="max-h-[min(70vh,720px)] overflow-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
    >
      <table className="w-full min-w-[640px] border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-600 dark:text-slate-300">
          <tr>
            {columns.map((column) => {
              const isSorted = column.key === sort;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  className={`sticky top-0 z-10 border-slate-200 border-b bg-slate-50 px-3 py-2 font-medium dark:border-slate-700 dark:bg-slate-800 ${column.isNumber ? 'text-right' : 'text-left'} ${column === columns[0] ? STICKY_HEAD : ''}`}
                >
                  <button
                    type="button"
                    title={column.help}
                    onClick={() =>
                      onSort(
                        column.key,
                        isSorted && direction === 'desc' ? 'asc' : isSorted ? 'desc' : column.isNumber ? 'desc' : 'asc',
                      )
                    }
                    className={`inline-flex items-center gap-1 rounded px-1 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:text-white ${column.isNumber ? 'flex-row-reverse' : ''}`}
                  >
                    {column.label}
                    {isSorted ? (
                      direction === 'asc' ? (
                        <ArrowUp aria-hidden className="size-3.5" />
                      ) : (
                        <ArrowDown aria-hidden className="size-3.5" />
                      )
                    ) : (
                      <span aria-hidden className="size-3.5" />
                    )}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <VirtualRows rows={virtualRows} columnCount={columns.length}>
          {(index, rowHeight) => {
            const row = rows[index];
            if (row === undefined) return null;
            return (
              <tr key={rowKey(row)} style={{ height: rowHeight }} className="group">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`border-slate-100 border-b px-3 py-1 group-hover:bg-slate-50 dark:border-slate-800 dark:group-hover:bg-slate-800 ${column.isNumber ? 'text-right tabular-nums' : 'text-left'} text-slate-800 dark:text-slate-200 ${column === columns[0] ? STICKY_CELL : ''}`}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          }}
        </VirtualRows>
      </table>
    </div>
  );
}

function OutletRanking({
  state,
  onChange,
}: {
  state: MmsScreenerState;
  onChange: (patch: Record<string, string | number | null>) => void;
}) {
  const totals = useMmsOutlets(mmsRequestRange(state));
  const rows = useMemo(() => {
    const outlets = (totals.data ?? []).filter(
      (outlet) =>
        (state.sourceType === null || outlet.sourceType === state.sourceType) && outlet.documents >= state.minDocuments,
    );
    return sortRows(outlets, state.sort as keyof OutletScore, state.direction, (row) => row.outlet);
  }, [totals.data, state.sourceType, state.minDocuments, state.sort, state.direction]);
  if (totals.isPending) return <SkeletonList label="Loading the outlets" rows={8} />;
  if (totals.isError) return <ErrorMessage error={totals.error} />;
  if (rows.length === 0) return <EmptyNote>No outlet matches these filters in this range.</EmptyNote>;
  const columns: Column<OutletScore>[] = [
    {
      key: 'outlet',
      label: 'Outlet',
      cell: (row) => (
        <button
          type="button"
          title={row.outlet}
          onClick={() => onChange({ view: 'assets', outlet: row.outlet, sort: null, dir: null })}
          className="text-left font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100"
        >
          {row.outlet}
        </button>
      ),
    },
    { key: 'sourceType', label: 'Type', cell: (row) => <span className="capitalize">{row.sourceType}</span> },
    { key: 'documents', label: 'Documents', isNumber: true, cell: (row) => row.documents.toLocaleString('en-US') },
    {
      key: 'buzz',
      label: 'Buzz',
      isNumber: true,
      help: 'Asset references, weighted',
      cell: (row) => Math.round(row.buzz).toLocaleString('en-US'),
    },
    {
      key: 'sentiment',
      label: 'Sentiment',
      isNumber: true,
      help: 'Mean tone of its documents, -1 to 1',
      cell: (row) => <span className={changeClass(row.sentiment)}>{score(row.sentiment)}</span>,
    },
    {
      key: 'positive',
      label: 'Positive',
      isNumber: true,
      help: 'Share of positive references',
      cell: (row) => score(row.positive, 2, false),
    },
    {
      key: 'negative',
      label: 'Negative',
      isNumber: true,
      help: 'Share of negative references',
      cell: (row) => score(row.negative, 2, false),
    },
    {
      key: 'bias',
      label: 'Bias',
      isNumber: true,
      help: 'Its tone less the rest of the press on the same assets; above 0 kinder',
      cell: (row) => <span className={changeClass(row.bias)}>{score(row.bias)}</span>,
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-500 text-xs dark:text-slate-400" data-testid="mms-count">
        {rows.length} outlets. Choose an outlet to rank the assets it wrote about.
      </p>
      <SortableTable
        caption="Media outlets ranked by media sentiment scores"
        columns={columns.filter((column) => column.key !== 'sourceType' || state.sourceType === null)}
        rows={rows}
        rowKey={(row) => row.outlet}
        sort={state.sort}
        direction={state.direction}
        onSort={(sort, dir) => onChange({ sort, dir })}
      />
    </div>
  );
}

function AssetRanking({
  state,
  onChange,
}: {
  state: MmsScreenerState;
  onChange: (patch: Record<string, string | number | null>) => void;
}) {
  const answer = useMmsAssets({
    ...mmsRequestRange(state),
    outlet: state.outlet,
    assetClass: state.assetClass,
    minDocuments: state.minDocuments,
  });
  const isAll = state.outlet === 'all';
  const rows = useMemo(
    () => sortRows(answer.data?.assets ?? [], state.sort as keyof MediaAsset, state.direction, (row) => row.name),
    [answer.data, state.sort, state.direction],
  );
  if (answer.isPending) return <SkeletonList label="Loading the assets" rows={8} />;
  if (answer.isError) return <ErrorMessage error={answer.error} />;
  const retained = answer.data.retainedFrom;
  const note = retained ? `Computed from the article texts the lake keeps, from ${retained}.` : null;
  if (rows.length === 0) {
    return (
      <EmptyNote>
        No asset of this class has {state.minDocuments > 1 ? `${state.minDocuments} or more ` : ''}documents from this
        outlet in this range. {note}
      </EmptyNote>
    );
  }
  const columns: Column<MediaAsset>[] = [
    {
      key: 'name',
      label: 'Asset',
      cell: (row) => (
        <Link
          href={`/ma4/asset/${encodeURIComponent(row.assetCode)}`}
          title={row.name}
          className="font-medium text-brand-700 hover:underline dark:text-brand-100"
        >
          {row.name}
        </Link>
      ),
    },
    { key: 'documents', label: 'Documents', isNumber: true, cell: (row) => row.documents.toLocaleString('en-US') },
    {
      key: 'buzz',
      label: 'Buzz',
      isNumber: true,
      cell: (row) => row.buzz.toLocaleString('en-US', { maximumFractionDigits: 1 }),
    },
    {
      key: 'sentiment',
      label: isAll ? 'Sentiment' : 'Its sentiment',
      isNumber: true,
      help: 'Mean tone of these documents for the asset, -1 to 1',
      cell: (row) => <span className={changeClass(row.sentiment)}>{score(row.sentiment)}</span>,
    },
    ...(isAll
      ? []
      : [
          {
            key: 'pressSentiment',
            label: 'Press',
            isNumber: true,
            help: 'Mean tone of every outlet on the asset',
            cell: (row: MediaAsset) => score(row.pressSentiment),
          },
          {
            key: 'bias',
            label: 'Bias',
            isNumber: true,
            help: 'Its sentiment less the press; above 0 kinder',
            cell: (row: MediaAsset) => <span className={changeClass(row.bias)}>{score(row.bias)}</span>,
          },
        ]),
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-slate-500 text-xs dark:text-slate-400" data-testid="mms-count">
        {rows.length === ASSET_LIMIT ? `The ${ASSET_LIMIT} assets most written about` : `${rows.length} assets`}
        {isAll ? ' in every outlet' : ` in ${state.outlet}`}. {note} Choose an asset to open its page.
      </p>
      <SortableTable
        caption={`Assets ranked by the media sentiment of ${isAll ? 'every outlet' : state.outlet}`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.assetCode}
        sort={state.sort}
        direction={state.direction}
        onSort={(sort, dir) => onChange({ sort, dir })}
      />
    </div>
  );
}

/**
 * The MMS screener (issue 15 '/mms/screener'): media outlets ranked by their media sentiment scores (spec §7
 * /mms/v3/data summed over the days), and the assets one outlet or the whole press wrote about, with the outlet's
 * bias against the press; every filter and the sort in the URL.
 */
export function MmsScreenerClient() {
  const url = useUrlState();
  const state = useMemo(() => parseMmsScreenerState(url.get), [url.get]);
  const totals = useMmsOutlets(mmsRequestRange(state));
  const outlets = useMemo(() => (totals.data ?? []).map((outlet) => outlet.outlet).sort(), [totals.data]);
  const fromId = useId();
  const toId = useId();
  const minId = useId();
  const onChange = (patch: Record<string, string | number | null>) => url.set(patch);
  const tab = (view: 'outlets' | 'assets', label: string) => (
    <button
      type="button"
      aria-pressed={state.view === view}
      onClick={() => url.set({ view: view === 'outlets' ? null : view, sort: null, dir: null })}
      className={`rounded-md px-3 py-1.5 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
        state.view === view
          ? 'bg-brand-600 text-white'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
      }`}
    >
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex gap-1">
        <legend className="sr-only">Rank</legend>
        {tab('outlets', 'Outlets')}
        {tab('assets', 'Assets')}
      </fieldset>
      <section
        aria-label="Filters"
        className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 dark:border-slate-800 dark:bg-slate-900"
      >
        {state.view === 'outlets' ? (
          <LabelledSelect
            label="Outlet type"
            className={COLUMN}
            value={state.sourceType ?? ''}
            options={[
              { value: '', label: 'News and social' },
              { value: 'news', label: 'News' },
              { value: 'social', label: 'Social' },
            ]}
            onChange={(value) => onChange({ source: value || null })}
          />
        ) : (
          <>
            <LabelledSelect
              label="Outlet"
              className={COLUMN}
              value={state.outlet}
              options={[
                { value: 'all', label: 'Every outlet' },
                ...[...new Set([...outlets, ...(state.outlet === 'all' ? [] : [state.outlet])])].map((outlet) => ({
                  value: outlet,
                  label: outlet,
                })),
              ]}
              onChange={(value) => onChange({ outlet: value === 'all' ? null : value })}
            />
            <LabelledSelect
              label="Asset class"
              className={COLUMN}
              value={state.assetClass}
              options={MMS_ASSET_CLASSES.map((code) => ({ value: code, label: getAssetClass(code)?.name ?? code }))}
              onChange={(value) => onChange({ class: value === 'equ' ? null : value })}
            />
          </>
        )}
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={fromId} className={PICKER_LABEL_TEXT_CLASS}>
            From
          </label>
          <input
            id={fromId}
            type="date"
            className={`${FIELD_CLASS} w-full`}
            value={state.from ?? ''}
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
            value={state.to ?? ''}
            onChange={(event) => onChange({ to: event.target.value || null })}
          />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={minId} className={PICKER_LABEL_TEXT_CLASS}>
            Min. documents
          </label>
          <input
            id={minId}
            type="number"
            min={1}
            max={MAX_MIN_DOCUMENTS}
            step={1}
            inputMode="numeric"
            className={`${FIELD_CLASS} w-full`}
            value={state.minDocuments}
            onChange={(event) => {
              const value = Number(event.target.value);
              if (Number.isInteger(value) && value >= 1 && value <= MAX_MIN_DOCUMENTS) {
                onChange({ min: value === 1 ? null : value });
              }
            }}
          />
        </div>
        {(state.from === null) !== (state.to === null) ? (
          <p role="alert" className="text-amber-700 text-sm sm:col-span-2 lg:col-span-5 dark:text-amber-300">
            Choose both From and To; until then the last 365 days are used.
          </p>
        ) : null}
      </section>
      {state.view === 'outlets' ? (
        <OutletRanking state={state} onChange={onChange} />
      ) : (
        <AssetRanking state={state} onChange={onChange} />
      )}
      <DemoDataNote />
    </div>
  );
}
