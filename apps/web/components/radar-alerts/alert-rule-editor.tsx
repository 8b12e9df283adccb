'use client';

import {
  ALERT_KINDS,
  type AssetClassCode,
  getClassIndicator,
  getDefaultSentimentIndicator,
  getErrorMessage,
  isAssetClassCode,
} from '@moodwire/domain';
import Link from 'next/link';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { IndicatorSelect } from '@/components/analytics/pickers/indicator-select';
import { SourceSelect } from '@/components/analytics/pickers/source-select';
import { Skeleton } from '@/components/ui/skeleton';
import { usePresets } from '@/lib/analytics/use-presets';
import {
  ALERT_KIND_INFO,
  type AlertDraft,
  type AlertField,
  type AlertTargetType,
  DIRECTION_LABELS,
  type DraftAsset,
  fieldOfMessage,
  PARAM_HINTS,
  PARAM_LABELS,
  toPreviewRequest,
  toRuleInput,
  withKind,
} from '@/lib/radar-alerts/alert-form';
import { type AlertRule, useSaveAlertRule } from '@/lib/radar-alerts/use-alert-rules';
import { findNamedAsset, useAssetNames, useV5Watchlists } from '@/lib/radar-alerts/use-alert-targets';
import { AlertAssetSearch } from './alert-asset-search';
import { AlertPreviewPanel } from './alert-preview-panel';
import {
  BUTTON_CLASS,
  FIELD_ERROR_CLASS,
  HINT_CLASS,
  INPUT_CLASS,
  LABEL_CLASS,
  LINK_CLASS,
  PRIMARY_BUTTON_CLASS,
} from './alert-styles';

/** The preview waits this long after the last edit, so typing a number does not send a request per key. */
const PREVIEW_DEBOUNCE_MS = 400;

const TARGET_TYPES: { type: AlertTargetType; label: string }[] = [
  { type: 'asset', label: 'An asset' },
  { type: 'group', label: 'A preset group' },
  { type: 'watchlist', label: 'A watchlist' },
];

/** The level of a threshold rule as typed, when it is a number. */
function levelOf(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
}

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised value is the dependency
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [key, delay]);
  return debounced;
}

/** A form field: its label, the control, a hint, and the API's message when it names this field. */
function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={FIELD_ERROR_CLASS} data-field-error="">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={HINT_CLASS}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The rule editor of /radar/alerts: target (an asset, a preset group or a watchlist), kind and its parameters,
 * indicator and source, cooldown, expiry; beside it the preview of the draft on the target's asset (a group's
 * featured asset, a watchlist's first). Saving sends the whole rule; the API's refusal shows beside the field it
 * names.
 */
export function AlertRuleEditor({
  rule,
  initialDraft,
  onDone,
}: {
  /** The rule edited, or null for a new one. */
  rule: AlertRule | null;
  initialDraft: AlertDraft;
  onDone: (saved: AlertRule | null) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState<AlertDraft>(initialDraft);
  const save = useSaveAlertRule();
  const presets = usePresets();
  const watchlists = useV5Watchlists();
  const patch = (next: Partial<AlertDraft>) => setDraft((current) => ({ ...current, ...next }));

  // Market-analytics system groups only: the rules read the daily news indicators of the rma classes.
  const groups = useMemo(
    () => (presets.data ?? []).filter((group) => group.Dataset === 'rma' && group.type === 'system'),
    [presets.data],
  );
  const group = groups.find((item) => item.Group === draft.group);
  const watchlist = watchlists.data?.find((item) => item.key === draft.watchlist);
  const firstWatchlistAsset = watchlist?.assets[0];
  const names = useAssetNames(
    [draft.targetType === 'group' ? group?.Featured : undefined, firstWatchlistAsset].filter(
      (code): code is string => typeof code === 'string' && code !== '',
    ),
  );

  /** The asset the preview draws: the target asset, a group's featured asset, or a watchlist's first asset. */
  const previewAsset: DraftAsset | null = useMemo(() => {
    if (draft.targetType === 'asset') return draft.asset;
    if (draft.targetType === 'group' && group?.Featured) {
      const named = findNamedAsset(names.data, group.Featured, group.Class);
      return { class: group.Class, code: group.Featured, name: named?.name ?? group.Featured };
    }
    if (draft.targetType === 'watchlist' && firstWatchlistAsset) {
      const named = findNamedAsset(names.data, firstWatchlistAsset);
      return named ? { class: named.class, code: named.asset, name: named.name } : null;
    }
    return null;
  }, [draft.targetType, draft.asset, group, firstWatchlistAsset, names.data]);

  const assetClass: AssetClassCode = useMemo(() => {
    const candidate = previewAsset?.class ?? group?.Class;
    return candidate && isAssetClassCode(candidate) ? candidate : 'equ';
  }, [previewAsset, group]);

  // An indicator the class does not carry falls back to the class's default sentiment (spec §9).
  useEffect(() => {
    if (draft.kind === 'buzz_spike') return;
    if (!getClassIndicator(assetClass, draft.indicator)) {
      setDraft((current) => ({ ...current, indicator: getDefaultSentimentIndicator(assetClass) }));
    }
  }, [assetClass, draft.indicator, draft.kind]);

  const previewRequest = useDebouncedValue(toPreviewRequest(draft, previewAsset), PREVIEW_DEBOUNCE_MS);
  const info = ALERT_KIND_INFO[draft.kind];

  const saveMessage = save.error ? getErrorMessage(save.error) : null;
  const saveField: AlertField | null = saveMessage ? fieldOfMessage(saveMessage) : null;
  const errorOf = (field: AlertField) => (saveField === field && saveMessage ? saveMessage : undefined);
  const describedBy = (field: AlertField, hasHint = false) =>
    errorOf(field) ? `${id}-${field}-error` : hasHint ? `${id}-${field}-hint` : undefined;

  async function submit() {
    try {
      const saved = await save.mutateAsync({ id: rule?.id ?? null, input: toRuleInput(draft) });
      onDone(saved);
    } catch {
      // Shown beside the field the API names (or above the buttons).
    }
  }

  const indicatorName =
    draft.kind === 'buzz_spike' ? 'Buzz' : (getClassIndicator(assetClass, draft.indicator)?.name ?? draft.indicator);

  return (
    <form
      aria-label={rule ? `Edit the rule ${rule.name}` : 'New alert rule'}
      className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        // Escape cancels, unless a control used it (an open list of assets, a native select).
        if (event.key === 'Escape' && !event.defaultPrevented && !(event.target instanceof HTMLSelectElement)) {
          onDone(null);
        }
      }}
    >
      <div className="flex min-w-0 flex-col gap-4">
        <Field id={`${id}-name`} label="Name" error={errorOf('name')}>
          <input
            id={`${id}-name`}
            className={INPUT_CLASS}
            value={draft.name}
            maxLength={100}
            placeholder="e.g. Bitcoin mood turns sour"
            aria-invalid={Boolean(errorOf('name')) || undefined}
            aria-describedby={describedBy('name')}
            onChange={(event) => patch({ name: event.target.value })}
            // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's request; the name comes first
            autoFocus
          />
        </Field>

        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className={`${LABEL_CLASS} mb-1`}>Watch</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {TARGET_TYPES.map((target) => (
              <label key={target.type} className="flex items-center gap-1.5 text-slate-700 text-sm dark:text-slate-200">
                <input
                  type="radio"
                  name={`${id}-target`}
                  value={target.type}
                  checked={draft.targetType === target.type}
                  onChange={() => patch({ targetType: target.type })}
                />
                {target.label}
              </label>
            ))}
          </div>
          {draft.targetType === 'asset' ? (
            <AlertAssetSearch
              value={draft.asset}
              onChange={(asset) => patch({ asset })}
              invalid={Boolean(errorOf('target'))}
              describedBy={describedBy('target')}
            />
          ) : draft.targetType === 'group' ? (
            presets.isPending ? (
              <Skeleton className="h-9 w-full" />
            ) : (
              <select
                aria-label="Preset group"
                className={INPUT_CLASS}
                value={draft.group}
                aria-invalid={Boolean(errorOf('target')) || undefined}
                aria-describedby={describedBy('target')}
                onChange={(event) => patch({ group: event.target.value })}
              >
                <option value="">Choose a preset group</option>
                {groups.map((item) => (
                  <option key={item.Group} value={item.Group}>
                    {item.Name} ({item.Count})
                  </option>
                ))}
              </select>
            )
          ) : watchlists.isPending ? (
            <Skeleton className="h-9 w-full" />
          ) : (watchlists.data ?? []).length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-300">
              You have no watchlist yet.{' '}
              <Link href="/settings/watchlists-v5" className={LINK_CLASS}>
                Make one in Watchlists
              </Link>
              .
            </p>
          ) : (
            <select
              aria-label="Watchlist"
              className={INPUT_CLASS}
              value={draft.watchlist}
              aria-invalid={Boolean(errorOf('target')) || undefined}
              aria-describedby={describedBy('target')}
              onChange={(event) => patch({ watchlist: event.target.value })}
            >
              <option value="">Choose a watchlist</option>
              {(watchlists.data ?? []).map((item) => (
                <option key={item.key} value={item.key}>
                  {item.name} ({item.assets.length})
                </option>
              ))}
            </select>
          )}
          {errorOf('target') ? (
            <p id={`${id}-target-error`} className={FIELD_ERROR_CLASS} data-field-error="">
              {errorOf('target')}
            </p>
          ) : draft.targetType !== 'asset' ? (
            <p className={HINT_CLASS}>Every asset of it is watched; the preview shows one of them.</p>
          ) : null}
        </fieldset>

        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className={`${LABEL_CLASS} mb-1`}>Fire when</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {ALERT_KINDS.map((kind) => {
              const kindInfo = ALERT_KIND_INFO[kind];
              const isChosen = draft.kind === kind;
              return (
                <label
                  key={kind}
                  className={`flex cursor-pointer gap-2 rounded-md border p-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${isChosen ? 'border-brand-600 bg-brand-50 dark:border-brand-500 dark:bg-slate-800' : 'border-slate-200 dark:border-slate-700'}`}
                >
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={kind}
                    checked={isChosen}
                    className="mt-0.5"
                    onChange={() =>
                      setDraft((current) => withKind(current, kind, getDefaultSentimentIndicator(assetClass)))
                    }
                  />
                  <span className="flex flex-col">
                    <span className="font-medium text-slate-900 dark:text-slate-100">{kindInfo.label}</span>
                    <span className="text-slate-500 text-xs dark:text-slate-400">{kindInfo.description}</span>
                  </span>
                </label>
              );
            })}
          </div>
          {errorOf('kind') ? <p className={FIELD_ERROR_CLASS}>{errorOf('kind')}</p> : null}
        </fieldset>

        <div className="flex flex-col gap-3">
          {draft.kind === 'buzz_spike' ? (
            <p className="text-slate-600 text-sm dark:text-slate-300">Indicator: Buzz</p>
          ) : (
            <div className="flex min-w-0 flex-col gap-1">
              <IndicatorSelect
                assetClass={assetClass}
                value={draft.indicator}
                onChange={(indicator) => patch({ indicator })}
              />
              {errorOf('indicator') ? (
                <p className={FIELD_ERROR_CLASS} data-field-error="">
                  {errorOf('indicator')}
                </p>
              ) : null}
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-1">
            <SourceSelect value={draft.source} onChange={(source) => patch({ source })} />
            {errorOf('source') ? (
              <p className={FIELD_ERROR_CLASS} data-field-error="">
                {errorOf('source')}
              </p>
            ) : null}
          </div>
        </div>

        <div className="grid gap-3 sm:grid-cols-3">
          {info.directions.length > 0 ? (
            <Field id={`${id}-direction`} label="Direction" error={errorOf('direction')}>
              <select
                id={`${id}-direction`}
                className={INPUT_CLASS}
                value={draft.direction}
                aria-describedby={describedBy('direction')}
                onChange={(event) => patch({ direction: event.target.value as AlertDraft['direction'] })}
              >
                {info.directions.map((direction) => (
                  <option key={direction} value={direction}>
                    {DIRECTION_LABELS[direction]}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {info.params.map((name) => (
            <Field
              key={name}
              id={`${id}-${name}`}
              label={PARAM_LABELS[name]}
              hint={PARAM_HINTS[name]}
              error={errorOf(name)}
            >
              <input
                id={`${id}-${name}`}
                className={INPUT_CLASS}
                type="number"
                inputMode="decimal"
                step="any"
                value={draft.params[name]}
                aria-invalid={Boolean(errorOf(name)) || undefined}
                aria-describedby={describedBy(name, true)}
                onChange={(event) => patch({ params: { ...draft.params, [name]: event.target.value } })}
              />
            </Field>
          ))}
        </div>

        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            id={`${id}-cooldown`}
            label="Cooldown (days)"
            hint="Days between firings on one asset; 0 for any day."
            error={errorOf('cooldownDays')}
          >
            <input
              id={`${id}-cooldown`}
              className={INPUT_CLASS}
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              value={draft.cooldownDays}
              aria-invalid={Boolean(errorOf('cooldownDays')) || undefined}
              aria-describedby={errorOf('cooldownDays') ? `${id}-cooldown-error` : `${id}-cooldown-hint`}
              onChange={(event) => patch({ cooldownDays: event.target.value })}
            />
          </Field>
          <Field
            id={`${id}-expires`}
            label="Expires (optional)"
            hint="The last day it is checked."
            error={errorOf('expires')}
          >
            <input
              id={`${id}-expires`}
              className={INPUT_CLASS}
              type="date"
              value={draft.expires}
              aria-invalid={Boolean(errorOf('expires')) || undefined}
              aria-describedby={errorOf('expires') ? `${id}-expires-error` : `${id}-expires-hint`}
              onChange={(event) => patch({ expires: event.target.value })}
            />
          </Field>
          <label className="flex items-center gap-2 self-center pt-4 text-slate-700 text-sm dark:text-slate-200">
            <input
              type="checkbox"
              checked={draft.enabled}
              onChange={(event) => patch({ enabled: event.target.checked })}
            />
            Enabled
          </label>
        </div>

        {saveMessage && (saveField === 'form' || saveField === 'rules' || saveField === 'url') ? (
          <p role="alert" className="text-red-700 text-sm dark:text-red-300">
            {saveMessage}
          </p>
        ) : saveMessage ? (
          <p role="alert" className="sr-only">
            {saveMessage}
          </p>
        ) : null}

        <div className="flex flex-wrap gap-2">
          <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : rule ? 'Save changes' : 'Save rule'}
          </button>
          <button type="button" className={BUTTON_CLASS} onClick={() => onDone(null)}>
            Cancel
          </button>
        </div>
      </div>

      <AlertPreviewPanel
        request={previewRequest}
        asset={previewAsset}
        indicatorName={indicatorName}
        level={draft.kind === 'threshold' ? levelOf(draft.params.value) : undefined}
      />
    </form>
  );
}
