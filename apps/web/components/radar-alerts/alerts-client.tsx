'use client';

import { Plus } from 'lucide-react';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { DemoDataNote } from '@/components/analytics/demo-data-note';
import { ErrorMessage } from '@/components/ui/error-message';
import { useUrlState } from '@/lib/analytics/use-url-state';
import { draftOfRule, newAlertDraft } from '@/lib/radar-alerts/alert-form';
import { type AlertRule, useAlertRules } from '@/lib/radar-alerts/use-alert-rules';
import { AlertHistory } from './alert-history';
import { AlertRuleEditor } from './alert-rule-editor';
import { AlertRuleList, useTargetLabels } from './alert-rule-list';
import { PRIMARY_BUTTON_CLASS } from './alert-styles';

/** The value of `edit` in the URL for a rule not saved yet. */
const NEW_RULE = 'new';

/**
 * /radar/alerts (issue 15): the user's alert rules, the editor with its preview, and the alert history. The rule
 * being edited (`edit`) and the history's filter and page (`unread`, `offset`) are in the URL.
 */
export function AlertsClient() {
  const url = useUrlState();
  const rules = useAlertRules();
  const editing = url.get('edit');
  const offset = Math.max(0, Number.parseInt(url.get('offset') ?? '0', 10) || 0);
  const isUnreadOnly = url.get('unread') === '1';
  const list = rules.data?.rules ?? [];
  const labels = useTargetLabels(list);
  const editedRule: AlertRule | null =
    editing && editing !== NEW_RULE ? (list.find((rule) => rule.id === editing) ?? null) : null;
  const isAtLimit = rules.data ? list.length >= rules.data.limit : false;

  // The editor takes its draft when it opens (keyed on the rule): later renders do not reset the user's edits.
  const editedAsset = editedRule ? labels.assetOf(editedRule) : undefined;
  const initialDraft = editedRule
    ? draftOfRule(
        editedRule,
        editedAsset ? { class: editedAsset.class, code: editedAsset.asset, name: editedAsset.name } : null,
      )
    : newAlertDraft();

  const openEditor = (id: string) => url.set({ edit: id }, { push: true });
  const closeEditor = () => url.set({ edit: null });

  const isEditorOpen = editing === NEW_RULE || editedRule !== null;
  return (
    <div className="flex flex-col gap-5">
      <DataCard
        title="Alert rules"
        subtitle={
          rules.data
            ? `${list.length} of at most ${rules.data.limit} rules; each is checked after every data update.`
            : 'Each rule is checked after every data update.'
        }
        actions={
          isEditorOpen ? null : (
            <button
              type="button"
              className={PRIMARY_BUTTON_CLASS}
              disabled={!rules.data || isAtLimit}
              title={isAtLimit ? `At most ${rules.data?.limit} rules` : undefined}
              onClick={() => openEditor(NEW_RULE)}
            >
              <Plus aria-hidden className="size-4" /> New rule
            </button>
          )
        }
      >
        {isEditorOpen ? (
          rules.isPending && editing !== NEW_RULE ? (
            <SkeletonList label="Loading the rule" rows={3} />
          ) : (
            <div className="rounded-md border border-slate-200 p-3 sm:p-4 dark:border-slate-700">
              <h3 className="mb-3 font-semibold text-slate-900 text-sm dark:text-slate-100">
                {editedRule ? `Edit “${editedRule.name}”` : 'New rule'}
              </h3>
              <AlertRuleEditor
                key={editedRule?.id ?? NEW_RULE}
                rule={editedRule}
                initialDraft={initialDraft}
                onDone={closeEditor}
              />
            </div>
          )
        ) : null}
        {editing && editing !== NEW_RULE && rules.data && !editedRule ? (
          <ErrorMessage error="This rule does not exist any more (deleted?)." />
        ) : null}
        {rules.isPending ? (
          <SkeletonList label="Loading the alert rules" rows={3} className="h-12 w-full" />
        ) : rules.isError ? (
          <ErrorMessage error={rules.error} />
        ) : (
          <AlertRuleList rules={list} onEdit={(rule) => openEditor(rule.id)} />
        )}
      </DataCard>

      <DataCard title="Alert history" subtitle="Every firing of your rules, newest first.">
        <div id="history">
          <AlertHistory
            offset={offset}
            isUnreadOnly={isUnreadOnly}
            onChange={(next) =>
              url.set({ offset: next.offset === 0 ? null : next.offset, unread: next.isUnreadOnly ? '1' : null })
            }
          />
        </div>
      </DataCard>
      <DemoDataNote />
    </div>
  );
}
