'use client';

import type { ReactNode } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { Skeleton } from '@/components/ui/skeleton';
import { type SftpAccess, useSftpAccess } from '@/lib/account/use-sftp-access';
import { useHydrated } from '@/lib/runtime/use-hydrated';
import { SftpAddKeyForm } from './sftp-add-key-form';
import { SftpCodeBlock, SftpCopyButton } from './sftp-copy-button';
import { SftpKeyTable } from './sftp-key-table';

/** Where the key the page suggests making is kept; the commands below use the same path. */
const KEY_PATH = '~/.ssh/moodwire';

const CODE = 'break-words rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800';

/**
 * SFTP access on Account Info (issue 17), for accounts that may use SFTP (role ssh, admins): how to connect (host,
 * port, login names, folder, the host key to check on the first connection), a command line and the vendor's
 * Python helper ready to copy, and the public keys the account logs in with.
 */
export function SftpAccessPanel() {
  const access = useSftpAccess();
  if (access.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading SFTP access" className="flex flex-col gap-3">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (access.isError) return <ErrorMessage error={access.error} />;
  return (
    <div className="flex flex-col gap-6">
      <SftpConnection access={access.data} />
      <SftpKeys access={access.data} />
    </div>
  );
}

/** The host to connect to: the operator's public host, else this site's own (known in the browser only). */
function useSftpHost(host: string | null): string | null {
  const isHydrated = useHydrated();
  if (host) return host;
  return isHydrated ? window.location.hostname : null;
}

function SftpConnection({ access }: { access: SftpAccess }) {
  const host = useSftpHost(access.host);
  const minutes = access.idle_timeout_seconds / 60;
  const idle = Number.isInteger(minutes)
    ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
    : `${access.idle_timeout_seconds} seconds`;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-y-2">
        <Item label="Host">
          <code className={CODE} data-testid="sftp-host">
            {host ?? '…'}
          </code>
        </Item>
        <Item label="Port">
          {access.port === null ? (
            <span className="text-slate-600 dark:text-slate-300">none: this server runs no SFTP</span>
          ) : (
            <code className={CODE}>{access.port}</code>
          )}
        </Item>
        <Item label="Login name">
          <code className={CODE}>{access.username}</code> or your account number{' '}
          <code className={CODE} data-testid="sftp-account-number">
            {access.account_number}
          </code>
        </Item>
        <Item label="Folder">
          <code className={CODE}>{access.directory}</code>
          {access.trial ? (
            <span className="text-slate-600 dark:text-slate-300"> (trial: the most recent days only)</span>
          ) : null}
        </Item>
        <Item label="Host key">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-slate-600 dark:text-slate-300">{access.host_key.algorithm}</span>
            <code className={`${CODE} break-all`} data-testid="sftp-host-key-fingerprint">
              {access.host_key.fingerprint}
            </code>
            <SftpCopyButton text={access.host_key.fingerprint} label="host key fingerprint" />
          </div>
          <p className="mt-1 text-slate-500 text-xs dark:text-slate-400">
            Your SFTP client shows this fingerprint on the first connection: accept the key only if it is the same.
          </p>
        </Item>
        <Item label="Sign-in">
          {access.password_login
            ? 'With a public key below, or with your password.'
            : 'With a public key below only (passwords do not log in).'}
        </Item>
        <Item label="Idle timeout">A session that sends nothing for {idle} is disconnected.</Item>
      </dl>
      {access.port === null ? (
        <p
          data-testid="sftp-not-running"
          className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900 text-sm dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
        >
          This server runs no SFTP: the operator has not set <code className="font-mono">SFTP_PORT</code>. Your keys can
          still be added here for when it does.
        </p>
      ) : host ? (
        <SftpCommands access={access} host={host} port={access.port} />
      ) : null}
    </div>
  );
}

function SftpCommands({ access, host, port }: { access: SftpAccess; host: string; port: number }) {
  const command = `sftp -P ${port} -i ${KEY_PATH} ${access.username}@${host}`;
  // The example asks for this month up to today (UTC), the files of the daily folder.
  const today = new Date();
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  // The vendor's helper (marketpsych.sftp) logs in with an RSA private key, by account number, to `host:port`.
  const python = [
    'from datetime import datetime',
    'from marketpsych import sftp',
    'from marketpsych.sftp import AssetClass, Frequency',
    '',
    `client = sftp.connect(user='${access.account_number}', key='path/to/rsa-key', host='${host}:${port}')`,
    `client.download(AssetClass.CMPNY, Frequency.WDAI_UDAI, datetime(${year}, ${month}, 1), datetime(${year}, ${month}, ${day}),`,
    `                output='rma/'${access.trial ? ', trial=True' : ''})`,
  ].join('\n');
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 className="font-medium text-slate-900 text-sm dark:text-slate-100">Connect</h3>
        <SftpCodeBlock code={command} label="SFTP command" />
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="font-medium text-slate-900 text-sm dark:text-slate-100">Python (the marketpsych helper)</h3>
        <SftpCodeBlock code={python} label="Python example" />
        <p className="text-slate-500 text-xs dark:text-slate-400">
          The helper reads RSA keys only, in OpenSSH format without a passphrase (
          <code className="font-mono">ssh-keygen -t rsa -b 3072 -N '' -f ~/.ssh/moodwire-rsa</code>); it saves the files
          in <code className="font-mono">rma/</code>.
        </p>
      </div>
    </div>
  );
}

function SftpKeys({ access }: { access: SftpAccess }) {
  const count = access.keys.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-slate-900 text-sm dark:text-slate-100">Public keys</h3>
        <span data-testid="sftp-key-count" className="text-slate-500 text-xs tabular-nums dark:text-slate-400">
          {count} of {access.max_keys} keys
        </span>
      </div>
      {count === 0 ? (
        <div
          data-testid="sftp-keys-empty"
          className="mb-2 flex flex-col gap-2 text-slate-600 text-sm dark:text-slate-300"
        >
          <p>No key logs in to SFTP as this account yet. Make a key pair on your computer:</p>
          <SftpCodeBlock code={`ssh-keygen -t ed25519 -f ${KEY_PATH}`} label="Key command" />
          <p>
            then paste the contents of <code className={CODE}>{KEY_PATH}.pub</code> below. The private key (
            <code className={CODE}>{KEY_PATH}</code>) stays on your computer.
          </p>
        </div>
      ) : (
        <SftpKeyTable keys={access.keys} />
      )}
      <SftpAddKeyForm isFull={count >= access.max_keys} maxKeys={access.max_keys} />
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="pt-2 font-medium text-slate-500 sm:pt-0 dark:text-slate-400">{label}</dt>
      <dd className="break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
