'use client';

import { SUBJECT_PICKER_CATEGORIES } from '@moodwire/domain';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { PageFrame } from '@/components/app-shell/page-frame';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { useWidgetExampleAssets } from './use-widget-data';
import {
  embedCode,
  MAX_WIDGET_NUM,
  parseWidgetParams,
  WIDGETS,
  type WidgetDefinition,
  type WidgetParams,
  widgetPath,
} from './widget-types';

const FIELD =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';
/** The system groups a widget can show: the subject pickers' groups (spec §2), public on the /app page. */
const GROUPS = SUBJECT_PICKER_CATEGORIES.flatMap((category) =>
  category.groupIds.map((id) => ({ id, category: category.name })),
);

/** /widgets: every widget with a live preview in an iframe and the embed code to copy. */
export function WidgetsGalleryClient() {
  const url = useUrlState();
  const params = parseWidgetParams(
    new URLSearchParams(
      Object.entries({
        group: url.get('group'),
        asset: url.get('asset'),
        cls: url.get('cls'),
        num: url.get('num'),
        theme: url.get('theme'),
      }).flatMap(([key, value]) => (value ? [[key, value]] : [])),
    ),
  );
  const [origin, setOrigin] = useState('');
  // The embed code names this site's origin, known only in the browser.
  useEffect(() => setOrigin(window.location.origin), []);
  const ids = { group: useId(), asset: useId(), example: useId(), num: useId(), theme: useId() };
  const [assetDraft, setAssetDraft] = useState(params.asset);
  // An example picked (or a link followed) changes the asset in the URL: the box shows it.
  useEffect(() => setAssetDraft(params.asset), [params.asset]);

  return (
    <PageFrame title="Widgets">
      <p className="text-slate-600 text-sm dark:text-slate-300">
        Embed Moodwire sentiment data in your own site: choose the parameters, check the preview and copy the code into
        your page. Widgets show public data only and need no sign-in.
      </p>
      <form
        className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(event) => {
          event.preventDefault();
          // A typed code is looked up in every class (the API asks for one when the code is in several).
          url.set({ asset: assetDraft.trim() || null, cls: null });
        }}
      >
        <label htmlFor={ids.group} className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Group</span>
          <select
            id={ids.group}
            className={FIELD}
            value={params.group}
            onChange={(event) => url.set({ group: event.target.value })}
          >
            {GROUPS.some((group) => group.id === params.group) ? null : (
              <option value={params.group}>{params.group}</option>
            )}
            {GROUPS.map((group) => (
              <option key={group.id} value={group.id}>
                {group.category}: {group.id}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.num} className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Tiles / rows</span>
          <input
            id={ids.num}
            type="number"
            min={1}
            max={MAX_WIDGET_NUM}
            className={`${FIELD} w-24`}
            value={params.num}
            onChange={(event) => url.set({ num: event.target.value })}
          />
        </label>
        <label htmlFor={ids.theme} className="flex flex-col gap-1 text-sm">
          <span className="font-medium">Theme</span>
          <select
            id={ids.theme}
            className={FIELD}
            value={params.theme ?? ''}
            onChange={(event) => url.set({ theme: event.target.value || null })}
          >
            <option value="">Visitor's choice</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
        <div className="flex items-end gap-2">
          <label htmlFor={ids.asset} className="flex flex-col gap-1 text-sm">
            <span className="font-medium">Asset code</span>
            <input
              id={ids.asset}
              className={`${FIELD} w-40`}
              value={assetDraft}
              onChange={(event) => setAssetDraft(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-sm text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2"
          >
            Apply
          </button>
        </div>
        <ExampleAssetSelect
          id={ids.example}
          picked={params.cls ? `${params.cls}:${params.asset}` : ''}
          onPick={(asset, cls) => url.set({ asset, cls })}
        />
      </form>
      <div className="grid gap-5 xl:grid-cols-2">
        {WIDGETS.map((widget) => (
          <WidgetCard key={widget.id} widget={widget} params={params} origin={origin} />
        ))}
      </div>
    </PageFrame>
  );
}

/** Assets of the data to pick from (the asset widgets' parameter), beside the free asset code. */
function ExampleAssetSelect({
  id,
  picked,
  onPick,
}: {
  id: string;
  /** 'class:asset' of the asset in the URL, when it names its class. */
  picked: string;
  onPick: (asset: string, cls: string) => void;
}) {
  const examples = useWidgetExampleAssets();
  const groups = examples.data ?? [];
  const isPicked = groups.some((group) => group.assets.some((asset) => `${asset.cls}:${asset.asset}` === picked));
  const placeholder = examples.isPending
    ? 'Loading assets…'
    : examples.isError
      ? 'The example assets could not be loaded'
      : groups.every((group) => group.assets.length === 0)
        ? 'No assets with buzz this week'
        : 'Pick an asset of the data';
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm">
      <span className="font-medium">Example asset</span>
      <select
        id={id}
        className={`${FIELD} w-64`}
        value={isPicked ? picked : ''}
        disabled={!examples.isSuccess}
        onChange={(event) => {
          const [cls, ...asset] = event.target.value.split(':');
          if (cls && asset.length > 0) onPick(asset.join(':'), cls);
        }}
      >
        <option value="">{placeholder}</option>
        {groups.map((group) =>
          group.assets.length === 0 ? null : (
            <optgroup key={group.group} label={group.group}>
              {group.assets.map((asset) => (
                <option key={asset.asset} value={`${asset.cls}:${asset.asset}`}>
                  {asset.name} ({asset.symbol})
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
    </label>
  );
}

function WidgetCard({ widget, params, origin }: { widget: WidgetDefinition; params: WidgetParams; origin: string }) {
  const [copied, setCopied] = useState(false);
  const code = embedCode(origin, widget, params);
  const codeId = useId();
  return (
    <section
      aria-label={widget.title}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <h2 className="font-semibold text-base">{widget.title}</h2>
        <p className="text-slate-600 text-sm dark:text-slate-300">{widget.description}</p>
      </div>
      <iframe
        src={widgetPath(widget, params)}
        title={`${widget.title} preview`}
        height={widget.height}
        loading="lazy"
        className="w-full rounded-md border border-slate-200 dark:border-slate-700"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={codeId} className="font-medium text-sm">
          Embed code
        </label>
        <textarea
          id={codeId}
          readOnly
          rows={3}
          value={code}
          onFocus={(event) => event.currentTarget.select()}
          className={`${FIELD} font-mono text-xs`}
        />
        <button
          type="button"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(code);
              setCopied(true);
              window.setTimeout(() => setCopied(false), 2000);
            } catch {
              // Clipboard refused (insecure origin, permissions): the code stays selectable in the box.
              setCopied(false);
            }
          }}
          className="inline-flex items-center gap-1.5 self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-700 dark:hover:bg-slate-800"
        >
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          {copied ? 'Copied' : 'Copy code'}
        </button>
      </div>
    </section>
  );
}
