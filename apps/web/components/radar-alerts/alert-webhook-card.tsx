'use client';

import { getErrorMessage } from '@moodwire/domain';
import { KeyRound } from 'lucide-react';
import Link from 'next/link';
import { useId, useState } from 'react';
import { DataCard, SkeletonList } from '@/components/analytics/data-card';
import { ErrorMessage } from '@/components/ui/error-message';
import { SecretOnce } from '@/components/ui/secret-once';
import { fieldOfMessage } from '@/lib/radar-alerts/alert-form';
import { WEBHOOK_GUIDE_HREF } from '@/lib/radar-alerts/alert-links';
import { formatFiredAt } from '@/lib/radar-alerts/format-fired-at';
import { type AlertWebhook, useAlertWebhook } from '@/lib/radar-alerts/use-alert-webhook';
import {
  BUTTON_CLASS,
  DANGER_BUTTON_CLASS,
  FIELD_ERROR_CLASS,
  HINT_CLASS,
  INPUT_CLASS,
  LABEL_CLASS,
  LINK_CLASS,
  PRIMARY_BUTTON_CLASS,
} from './alert-styles';

/**
 * The webhook of /user/account/radar: its address and whether it is on; the signing secret is shown once, when
 * the webhook is first saved or the secret rotated, with a copy button, and never again (only its last characters
 * are kept on screen). The API refuses an address that is not http(s) or that points into a private network, with
 * a message naming `url`, shown under the field.
 */
export function AlertWebhookCard() {
  const { webhook, save, rotate, remove } = useAlertWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [isConfirmingRemove, setConfirmingRemove] = useState(false);

  const current = webhook.data ?? null;
  return (
    <DataCard title="Webhook" subtitle="Each alert is also sent to this address as a signed JSON POST, with retries.">
      {webhook.isPending ? (
        <SkeletonList label="Loading the webhook" rows={2} className="h-9 w-full" />
      ) : webhook.isError ? (
        <ErrorMessage error={webhook.error} />
      ) : (
        <div className="flex flex-col gap-4">
          <WebhookForm
            key={current?.updated ?? 'none'}
            current={current}
            isSaving={save.isPending}
            error={save.error}
            onSave={async (body) => {
              const answer = await save.mutateAsync(body);
              if (answer.secret) setSecret(answer.secret);
            }}
          />
          {current ? (
            <div className="flex flex-col gap-2 border-slate-100 border-t pt-3 text-sm dark:border-slate-800">
              <p className="flex items-center gap-2 text-slate-700 dark:text-slate-200">
                <KeyRound aria-hidden className="size-4 shrink-0 text-slate-400" />
                <span>
                  Signing secret ending in <code className="font-mono">{current.secretHint}</code> · updated{' '}
                  {formatFiredAt(current.updated)}
                </span>
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={BUTTON_CLASS}
                  disabled={rotate.isPending}
                  onClick={async () => {
                    try {
                      setSecret((await rotate.mutateAsync()).secret);
                    } catch {
                      // Shown below.
                    }
                  }}
                >
                  {rotate.isPending ? 'Rotating…' : 'Rotate secret'}
                </button>
                {isConfirmingRemove ? (
                  <fieldset className="flex items-center gap-1.5">
                    <legend className="sr-only">Remove the webhook?</legend>
                    <span aria-hidden className="text-slate-700 text-xs dark:text-slate-200">
                      Remove the webhook?
                    </span>
                    <button
                      type="button"
                      className={DANGER_BUTTON_CLASS}
                      disabled={remove.isPending}
                      onClick={() => {
                        remove.mutate();
                        setConfirmingRemove(false);
                        setSecret(null);
                      }}
                    >
                      Yes, remove
                    </button>
                    <button
                      type="button"
                      className={BUTTON_CLASS}
                      // biome-ignore lint/a11y/noAutofocus: the focus moves to the safe choice of the question just asked
                      autoFocus
                      onClick={() => setConfirmingRemove(false)}
                    >
                      Keep
                    </button>
                  </fieldset>
                ) : (
                  <button type="button" className={BUTTON_CLASS} onClick={() => setConfirmingRemove(true)}>
                    Remove webhook
                  </button>
                )}
              </div>
              {rotate.error ? <ErrorMessage error={rotate.error} /> : null}
              {remove.error ? <ErrorMessage error={remove.error} /> : null}
            </div>
          ) : null}
          {secret ? (
            <SecretOnce
              label="Your signing secret"
              secret={secret}
              onDone={() => setSecret(null)}
              doneText="I have stored it"
              testId="webhook-secret"
            />
          ) : null}
          <p className={HINT_CLASS}>
            Each call carries <code className="font-mono">Moodwire-Signature: t=…,v1=…</code>: the HMAC-SHA256 of{' '}
            <code className="font-mono">{'<t>.<body>'}</code> with your secret.{' '}
            <Link href={WEBHOOK_GUIDE_HREF} className={LINK_CLASS}>
              How to verify it
            </Link>
            .
          </p>
        </div>
      )}
    </DataCard>
  );
}

function WebhookForm({
  current,
  isSaving,
  error,
  onSave,
}: {
  current: AlertWebhook | null;
  isSaving: boolean;
  error: unknown;
  onSave: (body: { url: string; enabled: boolean }) => Promise<void>;
}) {
  const id = useId();
  const [url, setUrl] = useState(current?.url ?? '');
  const [enabled, setEnabled] = useState(current?.enabled ?? true);
  const message = error ? getErrorMessage(error) : null;
  const isUrlError = message !== null && fieldOfMessage(message) === 'url';
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ url: url.trim(), enabled }).catch(() => {
          // Shown under the field.
        });
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-url`} className={LABEL_CLASS}>
          Webhook URL
        </label>
        <input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          className={INPUT_CLASS}
          placeholder="https://example.com/hooks/moodwire"
          value={url}
          aria-invalid={isUrlError || undefined}
          aria-describedby={isUrlError ? `${id}-url-error` : `${id}-url-hint`}
          onChange={(event) => setUrl(event.target.value)}
        />
        {isUrlError ? (
          <p id={`${id}-url-error`} className={FIELD_ERROR_CLASS} data-field-error="">
            {message}
          </p>
        ) : (
          <p id={`${id}-url-hint`} className={HINT_CLASS}>
            An http(s) address reachable from the internet.
          </p>
        )}
      </div>
      <label className="flex items-center gap-2 text-slate-700 text-sm dark:text-slate-200">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        Send alerts to this webhook
      </label>
      {message && !isUrlError ? <ErrorMessage error={message} /> : null}
      <div>
        <button type="submit" className={PRIMARY_BUTTON_CLASS} disabled={isSaving || url.trim() === ''}>
          {isSaving ? 'Saving…' : current ? 'Save webhook' : 'Add webhook'}
        </button>
      </div>
    </form>
  );
}
