'use client';

import {
  DATA_PRODUCTS,
  type DataPerms,
  getErrorMessage,
  PERMISSION_FLAG_LABELS,
  PERMISSION_FLAGS,
  type PermissionFlag,
  type Permissions,
  WEBAPP_FLAG_LABELS,
  WEBAPP_FLAGS,
  type WebappFlag,
} from '@moodwire/domain';
import { useId, useState } from 'react';
import {
  FIELD_ERROR_CLASS,
  HINT_CLASS,
  INPUT_CLASS,
  LABEL_CLASS,
  PRIMARY_BUTTON_CLASS,
} from '@/components/radar-alerts/alert-styles';
import { ErrorMessage } from '@/components/ui/error-message';
import { compactDataPerms, DATA_PRODUCT_LABELS, dataPermChoices } from '@/lib/admin-users/data-perm-choices';

export interface AccessValues {
  expires: string | null;
  data_perms: DataPerms;
  permissions: Permissions;
}

const FIELDSET_CLASS = 'flex min-w-0 flex-col gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700';
const LEGEND_CLASS = 'px-1 font-semibold text-slate-800 text-sm dark:text-slate-100';
const CHECK_LABEL_CLASS = 'flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200';

/**
 * What an account may do (issue 16): its expiry, its data permissions per product and class, and (admins only,
 * `canEditFlags`) the permission flags and the webapp flags. The API decides; its message naming a field shows
 * under the form.
 */
export function AccessEditor({
  initial,
  canEditFlags,
  isSaving,
  error,
  submitLabel,
  onSave,
}: {
  initial: AccessValues;
  canEditFlags: boolean;
  isSaving: boolean;
  error: unknown;
  submitLabel: string;
  onSave: (values: AccessValues) => void;
}) {
  const id = useId();
  const [expires, setExpires] = useState(initial.expires ?? '');
  const [neverExpires, setNeverExpires] = useState(initial.expires === null);
  const [dataPerms, setDataPerms] = useState<DataPerms>(initial.data_perms);
  const [flags, setFlags] = useState<Permissions>(initial.permissions);
  const message = error ? getErrorMessage(error) : null;
  const isExpiryError = message !== null && /expires/.test(message);
  const isExpiryMissing = !neverExpires && expires === '';

  const toggleClass = (product: (typeof DATA_PRODUCTS)[number], code: string, on: boolean) => {
    setDataPerms((current) => {
      const classes = new Set(current[product] ?? []);
      if (on) classes.add(code);
      else classes.delete(code);
      return { ...current, [product]: [...classes] };
    });
  };
  const toggleFlag = (flag: PermissionFlag, on: boolean) =>
    setFlags((current) => {
      const next = { ...current };
      if (on) next[flag] = true;
      else delete next[flag];
      return next;
    });
  const toggleWebapp = (flag: WebappFlag, on: boolean) =>
    setFlags((current) => {
      const list = new Set(current.webapp ?? []);
      if (on) list.add(flag);
      else list.delete(flag);
      return { ...current, webapp: WEBAPP_FLAGS.filter((item) => list.has(item)) };
    });

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isExpiryMissing) return;
        onSave({
          expires: neverExpires ? null : expires,
          data_perms: compactDataPerms(dataPerms),
          permissions: flags,
        });
      }}
    >
      <fieldset className={FIELDSET_CLASS}>
        <legend className={LEGEND_CLASS}>Expiry</legend>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-expires`} className="sr-only">
            Expiry date
          </label>
          <input
            id={`${id}-expires`}
            type="date"
            className={`${INPUT_CLASS} max-w-48`}
            value={neverExpires ? '' : expires}
            disabled={neverExpires}
            aria-invalid={isExpiryError || isExpiryMissing || undefined}
            aria-describedby={`${id}-expires-hint`}
            onChange={(event) => setExpires(event.target.value)}
          />
          <label className={CHECK_LABEL_CLASS}>
            <input type="checkbox" checked={neverExpires} onChange={(event) => setNeverExpires(event.target.checked)} />
            Never expires
          </label>
        </div>
        <p id={`${id}-expires-hint`} className={isExpiryError || isExpiryMissing ? FIELD_ERROR_CLASS : HINT_CLASS}>
          {isExpiryError
            ? message
            : isExpiryMissing
              ? 'Choose a date, or tick Never expires.'
              : 'Valid through the end of that day (UTC).'}
        </p>
      </fieldset>

      <fieldset className={FIELDSET_CLASS}>
        <legend className={LEGEND_CLASS}>Data permissions</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {DATA_PRODUCTS.map((product) => (
            <fieldset key={product} className="flex min-w-0 flex-col gap-1">
              <legend className={LABEL_CLASS}>{DATA_PRODUCT_LABELS[product]}</legend>
              {dataPermChoices(product).map((choice) => (
                <label key={choice.code} className={CHECK_LABEL_CLASS}>
                  <input
                    type="checkbox"
                    checked={(dataPerms[product] ?? []).includes(choice.code)}
                    onChange={(event) => toggleClass(product, choice.code, event.target.checked)}
                  />
                  <span className="min-w-0 truncate">
                    {choice.name} <span className="text-slate-500 text-xs dark:text-slate-400">({choice.code})</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </fieldset>

      {canEditFlags ? (
        <div className="grid gap-4 md:grid-cols-2">
          <fieldset className={FIELDSET_CLASS}>
            <legend className={LEGEND_CLASS}>Permissions</legend>
            {PERMISSION_FLAGS.map((flag) => (
              <label key={flag} className={CHECK_LABEL_CLASS}>
                <input
                  type="checkbox"
                  name={`permission-${flag}`}
                  checked={flags[flag] === true}
                  onChange={(event) => toggleFlag(flag, event.target.checked)}
                />
                <span>
                  {PERMISSION_FLAG_LABELS[flag].label}{' '}
                  <span className="text-slate-500 text-xs dark:text-slate-400">({flag})</span>
                </span>
              </label>
            ))}
          </fieldset>
          <fieldset className={FIELDSET_CLASS}>
            <legend className={LEGEND_CLASS}>Webapp flags</legend>
            {WEBAPP_FLAGS.map((flag) => (
              <label key={flag} className={CHECK_LABEL_CLASS}>
                <input
                  type="checkbox"
                  name={`webapp-${flag}`}
                  checked={(flags.webapp ?? []).includes(flag)}
                  onChange={(event) => toggleWebapp(flag, event.target.checked)}
                />
                <span>
                  {WEBAPP_FLAG_LABELS[flag].label}{' '}
                  <span className="text-slate-500 text-xs dark:text-slate-400">({flag})</span>
                </span>
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}

      {message && !isExpiryError ? <ErrorMessage error={message} /> : null}
      <div>
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={isSaving || isExpiryMissing}>
          {isSaving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
