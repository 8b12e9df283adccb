'use client';

import { getAssetClass, getErrorMessage, getIndicator } from '@moodwire/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { EmptyNote } from '@/components/analytics/data-card';
import { usePresets } from '@/lib/analytics/use-presets';
import { describeRule, draftOfRule, kindInfoOf, toRuleInput } from '@/lib/radar-alerts/alert-form';
import { formatFiredAt } from '@/lib/radar-alerts/format-fired-at';
import { type AlertRule, useDeleteAlertRule, useSaveAlertRule } from '@/lib/radar-alerts/use-alert-rules';
import { findNamedAsset, type RadarAsset, useAssetNames, useV5Watchlists } from '@/lib/radar-alerts/use-alert-targets';
import { BUTTON_CLASS, DANGER_BUTTON_CLASS } from './alert-styles';

/** What a rule watches, in words: the asset's name and class, the group's or the watchlist's name. */
export function useTargetLabels(rules: readonly AlertRule[]) {
  const presets = usePresets();
  const watchlists = useV5Watchlists();
  const assetCodes = rules.flatMap((rule) =>
    rule.target.type === 'asset' && rule.target.code ? [rule.target.code] : [],
  );
  const assets = useAssetNames(assetCodes);
  return {
    assets: assets.data,
    labelOf(rule: AlertRule): string {
      const target = rule.target;
      if (target.type === 'asset') {
        const asset = findNamedAsset(assets.data, target.code ?? '', target.class);
        const className = getAssetClass(target.class ?? '')?.name ?? target.class;
        return `${asset?.name ?? target.code} · ${className}`;
      }
      if (target.type === 'group') {
        const group = presets.data?.find((item) => item.Group === target.group);
        return `Group: ${group?.Name ?? target.group}`;
      }
      const list = watchlists.data?.find((item) => item.key === target.key);
      return `Watchlist: ${list?.name ?? target.key}`;
    },
    assetOf(rule: AlertRule): RadarAsset | undefined {
      return rule.target.type === 'asset'
        ? findNamedAsset(assets.data, rule.target.code ?? '', rule.target.class)
        : undefined;
    },
  };
}

export function ruleSummary(rule: AlertRule): string {
  return describeRule({
    kind: rule.kind,
    params: rule.params,
    indicatorName: getIndicator(rule.indicator)?.name ?? rule.indicator,
  });
}

/**
 * The user's rules: name, what it watches, the condition, when it last fired, an enabled switch, edit and delete
 * (asked to confirm in place). A table from 768 px, a list of cards below.
 */
export function AlertRuleList({ rules, onEdit }: { rules: readonly AlertRule[]; onEdit: (rule: AlertRule) => void }) {
  const labels = useTargetLabels(rules);
  if (rules.length === 0) {
    return <EmptyNote>No alert rule yet. Make one with “New rule”: it is checked after every data update.</EmptyNote>;
  }
  return (
    <ul aria-label="Alert rules" className="flex flex-col divide-y divide-slate-100 dark:divide-slate-800">
      {rules.map((rule) => (
        <RuleRow key={rule.id} rule={rule} target={labels.labelOf(rule)} onEdit={() => onEdit(rule)} />
      ))}
    </ul>
  );
}

function RuleRow({ rule, target, onEdit }: { rule: AlertRule; target: string; onEdit: () => void }) {
  const [isConfirming, setConfirming] = useState(false);
  const save = useSaveAlertRule();
  const remove = useDeleteAlertRule();
  const error = save.error ?? remove.error;
  const toggle = () =>
    save.mutate({ id: rule.id, input: toRuleInput({ ...draftOfRule(rule, null), enabled: !rule.enabled }) });
  return (
    <li
      data-rule-id={rule.id}
      data-testid="alert-rule"
      className="grid gap-2 py-3 md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_9rem_auto] md:items-center md:gap-4"
    >
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900 dark:text-slate-100">{rule.name}</p>
        <p className="truncate text-slate-500 text-xs dark:text-slate-400">{target}</p>
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-slate-700 dark:text-slate-200">{ruleSummary(rule)}</p>
        <p className="text-slate-500 text-xs dark:text-slate-400">
          {kindInfoOf(rule.kind).label} · {rule.source.replace('_', ' + ')}
          {rule.cooldownDays > 0 ? ` · cooldown ${rule.cooldownDays} d` : ''}
          {rule.expires ? ` · until ${rule.expires}` : ''}
        </p>
      </div>
      <p className="text-slate-600 text-xs dark:text-slate-300">
        <span className="md:hidden">Last fired: </span>
        {rule.lastFiredAt ? formatFiredAt(rule.lastFiredAt) : 'Never fired'}
        {rule.firings > 0 ? <span className="block text-slate-500">{rule.firings} in all</span> : null}
      </p>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <button
          type="button"
          role="switch"
          aria-checked={rule.enabled}
          aria-label={`Enabled: ${rule.name}`}
          disabled={save.isPending}
          onClick={toggle}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2 disabled:opacity-60 ${rule.enabled ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-700'}`}
        >
          <span
            aria-hidden
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${rule.enabled ? 'translate-x-5' : 'translate-x-0.5'}`}
          />
        </button>
        <button type="button" className={BUTTON_CLASS} onClick={onEdit} aria-label={`Edit ${rule.name}`}>
          <Pencil aria-hidden className="size-3.5" /> Edit
        </button>
        {isConfirming ? (
          <fieldset className="flex items-center gap-1.5">
            <legend className="sr-only">{`Delete ${rule.name}?`}</legend>
            <span aria-hidden className="text-slate-700 text-xs dark:text-slate-200">
              Delete?
            </span>
            <button
              type="button"
              className={DANGER_BUTTON_CLASS}
              disabled={remove.isPending}
              onClick={() => remove.mutate(rule.id)}
            >
              {remove.isPending ? 'Deleting…' : 'Yes, delete'}
            </button>
            <button
              type="button"
              className={BUTTON_CLASS}
              // biome-ignore lint/a11y/noAutofocus: the focus moves to the safe choice of the question just asked
              autoFocus
              onClick={() => setConfirming(false)}
            >
              Keep
            </button>
          </fieldset>
        ) : (
          <button
            type="button"
            className={BUTTON_CLASS}
            onClick={() => setConfirming(true)}
            aria-label={`Delete ${rule.name}`}
          >
            <Trash2 aria-hidden className="size-3.5" /> Delete
          </button>
        )}
      </div>
      {error ? (
        <p role="alert" className="text-red-700 text-xs md:col-span-4 dark:text-red-300">
          {getErrorMessage(error)}
        </p>
      ) : null}
    </li>
  );
}
