'use client';

import '@/components/charts/register-line-chart';
import * as Dialog from '@radix-ui/react-dialog';
import { Plus, Trash2, X } from 'lucide-react';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { DataCard, EmptyNote, SkeletonList } from '@/components/analytics/data-card';
import { LabelledSelect } from '@/components/analytics/pickers/labelled-select';
import { EChart } from '@/components/charts/echart';
import { ICON_BUTTON_CLASS } from '@/components/radar/radar-form-classes';
import {
  BUTTON_CLASS,
  DANGER_BUTTON_CLASS,
  FIELD_ERROR_CLASS,
  HINT_CLASS,
  INPUT_CLASS,
  LABEL_CLASS,
  LINK_CLASS,
  PRIMARY_BUTTON_CLASS,
} from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { SearchListbox } from '@/components/ui/search-listbox';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useVirtualRows, VirtualRows } from '@/components/ui/virtual-rows';
import { useAdminSources } from '@/lib/admin/use-admin-sources';
import { useNotifications } from '@/lib/notifications/notifications-provider';
import { useTheme } from '@/lib/theme/use-theme';
import { sourceChartOption } from './source-chart-option';

type Look = 'light' | 'dark';

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '-');

/** One section: the component's name, and the same sample in a light panel and in a dark-scoped one. */
function SampleSection({ name, note, children }: { name: string; note?: string; children: (look: Look) => ReactNode }) {
  const id = useId();
  return (
    <section
      id={slugOf(name)}
      aria-labelledby={id}
      data-testid={`sample-${name}`}
      className="flex scroll-mt-4 flex-col gap-2"
    >
      <h2 id={id} className="font-semibold text-lg text-slate-900 dark:text-slate-100">
        {name}
      </h2>
      {note ? <p className="text-slate-500 text-sm dark:text-slate-400">{note}</p> : null}
      <div className="grid gap-3 lg:grid-cols-2">
        {(['light', 'dark'] as const).map((look) => (
          <div
            key={look}
            // The dark panel scopes the `dark` variant to its subtree (globals.css: .dark and its descendants).
            // The light panel cannot undo a dark page (the variant matches every descendant of .dark): it follows it.
            className={`${look === 'dark' ? 'dark bg-slate-950' : 'bg-white dark:bg-slate-950'} relative flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 p-4 text-slate-900 dark:border-slate-800 dark:text-slate-100`}
          >
            <span className="text-slate-500 text-xs uppercase tracking-wide dark:text-slate-400">{look}</span>
            {children(look)}
          </div>
        ))}
      </div>
    </section>
  );
}

const FRUITS = ['Apple', 'Apricot', 'Banana', 'Blueberry', 'Cherry', 'Grape', 'Lemon', 'Mango', 'Orange', 'Peach'];

function SearchSample({ look }: { look: Look }) {
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string | null>(null);
  const options = FRUITS.filter((fruit) => fruit.toLowerCase().includes(text.trim().toLowerCase()));
  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={`sample-search-${look}`} className={LABEL_CLASS}>
        Search a fruit
      </label>
      <SearchListbox
        inputId={`sample-search-${look}`}
        placeholder="Type 'ap'"
        inputClassName={INPUT_CLASS}
        text={text}
        onTextChange={setText}
        search={text.trim()}
        options={options}
        optionKey={(option) => option}
        renderOption={(option) => option}
        isFetching={false}
        isError={false}
        onChoose={(option) => {
          setChosen(option);
          setText(option);
        }}
      />
      <p className={HINT_CLASS}>{chosen ? `Chosen: ${chosen}` : 'Arrows move, Enter chooses, Escape closes.'}</p>
    </div>
  );
}

function DialogSample({ look }: { look: Look }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setContainer}>
      <Dialog.Root>
        <Dialog.Trigger className={BUTTON_CLASS}>Open a dialog</Dialog.Trigger>
        {/* Rendered inside the panel so that the dark panel's dialog is dark too. */}
        <Dialog.Portal container={container}>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content
            className={`${look === 'dark' ? 'dark' : ''} fixed top-1/2 left-1/2 z-50 flex w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`}
          >
            <Dialog.Title className="font-semibold text-base">Delete the watchlist?</Dialog.Title>
            <Dialog.Description className="text-slate-600 text-sm dark:text-slate-300">
              A sample dialog: Escape, the overlay and the close button close it; focus stays inside while open.
            </Dialog.Description>
            <div className="flex justify-end gap-2">
              <Dialog.Close className={BUTTON_CLASS}>Cancel</Dialog.Close>
              <Dialog.Close className={DANGER_BUTTON_CLASS}>Delete</Dialog.Close>
            </div>
            <Dialog.Close aria-label="Close" className={`${ICON_BUTTON_CLASS} absolute top-2 right-2`}>
              <X aria-hidden className="size-4" />
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

const LONG_ROWS = Array.from({ length: 1_000 }, (_, i) => ({
  id: i + 1,
  name: `Asset ${i + 1}`,
  value: Math.sin(i / 9),
}));

function VirtualTableSample() {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useVirtualRows(LONG_ROWS.length, scrollRef);
  return (
    <div ref={scrollRef} className="h-56 overflow-auto rounded border border-slate-200 dark:border-slate-800">
      <table className="w-full text-sm" aria-label="1,000 virtualised rows">
        <thead className="sticky top-0 bg-slate-50 dark:bg-slate-900">
          <tr className="text-left text-slate-600 dark:text-slate-300">
            <th scope="col" className="px-2 py-1.5 font-medium">
              #
            </th>
            <th scope="col" className="px-2 py-1.5 font-medium">
              Name
            </th>
            <th scope="col" className="px-2 py-1.5 text-right font-medium">
              Value
            </th>
          </tr>
        </thead>
        <VirtualRows rows={rows} columnCount={3}>
          {(index, height) => {
            const row = LONG_ROWS[index];
            if (!row) return null;
            return (
              <tr key={row.id} style={{ height }} className="border-slate-100 border-t dark:border-slate-800">
                <td className="px-2 tabular-nums">{row.id}</td>
                <td className="px-2">{row.name}</td>
                <td className="px-2 text-right tabular-nums">{row.value.toFixed(3)}</td>
              </tr>
            );
          }}
        </VirtualRows>
      </table>
    </div>
  );
}

function ChartSample({ look }: { look: Look }) {
  const sources = useAdminSources();
  const top = sources.data?.sources.find((source) => source.weeks.length > 0);
  const option = useMemo(() => sourceChartOption(top?.weeks.slice(-26) ?? [], look), [top, look]);
  if (sources.isPending) return <Skeleton className="h-60 w-full" />;
  if (sources.isError) return <ErrorMessage error={sources.error} />;
  if (!top) return <EmptyNote>The lake has no source with documents.</EmptyNote>;
  return (
    <>
      <p className={HINT_CLASS}>{top.source}, the last 26 weeks of the published lake (GET /admin/sources)</p>
      <EChart
        option={option}
        height={240}
        ariaLabel={`Documents per day and references per document of ${top.source}`}
      />
    </>
  );
}

/**
 * /admin/samples (spec §2 'Admin only'): every shared UI component and control style, each in a light panel and a
 * dark-scoped panel side by side, so that a change to one is seen in both themes at once.
 */
export function UiSamplesClient() {
  const { notify } = useNotifications();
  const [period, setPeriod] = useState('1M');
  const [name, setName] = useState('');
  const isNameInvalid = name.length > 0 && name.trim().length < 3;
  const { theme, setTheme } = useTheme();
  return (
    <div className="flex flex-col gap-8">
      {theme === 'dark' ? (
        <p role="status" className="flex flex-wrap items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
          The page is in dark mode, so the light panels show dark too.
          <button type="button" className={BUTTON_CLASS} onClick={() => setTheme('light')}>
            Switch to light mode to compare
          </button>
        </p>
      ) : null}
      <nav aria-label="Samples" className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {SECTIONS.map((section) => (
          <a key={section} className={LINK_CLASS} href={`#${slugOf(section)}`}>
            {section}
          </a>
        ))}
      </nav>
      <SampleSection name="Buttons">
        {() => (
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={PRIMARY_BUTTON_CLASS}>
              <Plus aria-hidden className="size-4" /> Primary
            </button>
            <button type="button" className={BUTTON_CLASS}>
              Secondary
            </button>
            <button type="button" className={DANGER_BUTTON_CLASS}>
              <Trash2 aria-hidden className="size-4" /> Danger
            </button>
            <button type="button" className={BUTTON_CLASS} disabled>
              Disabled
            </button>
            <button type="button" aria-label="Close" className={ICON_BUTTON_CLASS}>
              <X aria-hidden className="size-4" />
            </button>
            <a href="#selects" className={LINK_CLASS}>
              Link to the selects
            </a>
          </div>
        )}
      </SampleSection>
      <SampleSection name="Inputs">
        {(look) => (
          <div className="flex flex-col gap-1">
            <label htmlFor={`sample-name-${look}`} className={LABEL_CLASS}>
              Watchlist name
            </label>
            <input
              id={`sample-name-${look}`}
              className={INPUT_CLASS}
              placeholder="At least 3 characters"
              value={name}
              aria-invalid={isNameInvalid}
              aria-describedby={`sample-name-${look}-hint`}
              onChange={(event) => setName(event.target.value)}
            />
            <p id={`sample-name-${look}-hint`} className={isNameInvalid ? FIELD_ERROR_CLASS : HINT_CLASS}>
              {isNameInvalid ? 'The name needs at least 3 characters.' : 'Type one or two letters to see the error.'}
            </p>
          </div>
        )}
      </SampleSection>
      <SampleSection name="Selects">
        {() => (
          <LabelledSelect
            label="Period"
            value={period}
            onChange={setPeriod}
            options={['1W', '1M', '3M', '1Y'].map((value) => ({ value, label: value }))}
          />
        )}
      </SampleSection>
      <SampleSection name="Search listbox">{(look) => <SearchSample look={look} />}</SampleSection>
      <SampleSection name="Dialogs">{(look) => <DialogSample look={look} />}</SampleSection>
      <SampleSection
        name="Tables"
        note="A data card with a table, and a 1,000-row table that draws only the rows in view."
      >
        {() => (
          <>
            <DataCard title="Top sources" subtitle="A data card">
              <table className="w-full text-sm" aria-label="Sample table">
                <thead>
                  <tr className="border-slate-200 border-b text-left text-slate-600 dark:border-slate-700 dark:text-slate-300">
                    <th scope="col" className="px-2 py-1.5 font-medium">
                      Source
                    </th>
                    <th scope="col" className="px-2 py-1.5 text-right font-medium">
                      Documents
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[
                    ['Global Markets Wire', '81,200'],
                    ['Chatter', '64,950'],
                  ].map(([source, count]) => (
                    <tr key={source} className="border-slate-100 border-b dark:border-slate-800">
                      <td className="px-2 py-1.5">{source}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </DataCard>
            <VirtualTableSample />
          </>
        )}
      </SampleSection>
      <SampleSection name="Skeletons">
        {() => (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full" />
            <SkeletonList label="Loading a sample list" rows={3} />
            <span className="inline-flex items-center gap-2 text-sm">
              <Spinner /> Spinner
            </span>
          </div>
        )}
      </SampleSection>
      <SampleSection name="Error and empty messages">
        {() => (
          <>
            <ErrorMessage error={{ error: 'Permission required', message: 'This call needs an admin account.' }} />
            <EmptyNote>No alert has fired yet.</EmptyNote>
          </>
        )}
      </SampleSection>
      <SampleSection name="Notifications" note="Notifications appear in the page's corner, in the page's theme.">
        {(look) => (
          <div className="flex flex-wrap gap-2">
            {(['success', 'info', 'warning', 'error'] as const).map((type) => (
              <button
                key={type}
                type="button"
                className={BUTTON_CLASS}
                onClick={() =>
                  notify({
                    type,
                    key: `sample-${type}`,
                    title: `A ${type} notification`,
                    text: `Sent from the ${look} panel.`,
                  })
                }
              >
                Show {type}
              </button>
            ))}
          </div>
        )}
      </SampleSection>
      <SampleSection name="Charts" note="A line chart with two axes, on real data from the API.">
        {(look) => <ChartSample look={look} />}
      </SampleSection>
    </div>
  );
}

const SECTIONS = [
  'Buttons',
  'Inputs',
  'Selects',
  'Search listbox',
  'Dialogs',
  'Tables',
  'Skeletons',
  'Error and empty messages',
  'Notifications',
  'Charts',
];
