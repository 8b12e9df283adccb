/**
 * The live part of the docs page 'SFTP delivery' (issue 17): where the SFTP server listens and the fingerprint of
 * its host key, read from the API now (GET /sftp/host-key, no key needed), for readers to check on their first
 * connection. The markdown pages are static, so the page draws this above its article. A failed read is said.
 */
import { readData } from '@/lib/api/typed-client';
import { publicApi } from '@/lib/server/account-api';
import { SftpSiteHost } from './sftp-site-host-client';

const HOST_KEY_TIMEOUT_MS = 3_000;

/** The docs page that shows the host key, as `{area}/{section}/{page}`. */
export const SFTP_DOCS_PAGE = 'ma4/apidocs/sftp';

async function readHostKey() {
  return readData(publicApi().GET('/sftp/host-key', { signal: AbortSignal.timeout(HOST_KEY_TIMEOUT_MS) }));
}

const CODE = 'break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:bg-slate-800';

export async function SftpHostKey() {
  let hostKey: Awaited<ReturnType<typeof readHostKey>>;
  try {
    hostKey = await readHostKey();
  } catch {
    return (
      <aside className="mb-6 rounded-lg border border-slate-200 p-4 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-300">
        The server's host key cannot be read right now; Account Info shows it too.
      </aside>
    );
  }
  return (
    <aside
      aria-label="This server's SFTP host key"
      data-testid="sftp-docs-host-key"
      className="mb-6 flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="font-semibold text-slate-900 dark:text-slate-100">This server</p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
        <dt className="font-medium text-slate-500 dark:text-slate-400">Host</dt>
        <dd>
          <code className={CODE}>{hostKey.host ?? <SftpSiteHost />}</code>
        </dd>
        <dt className="font-medium text-slate-500 dark:text-slate-400">Port</dt>
        <dd className="text-slate-900 dark:text-slate-100">
          {hostKey.port === null ? 'none: this server runs no SFTP (the operator sets SFTP_PORT)' : hostKey.port}
        </dd>
        <dt className="font-medium text-slate-500 dark:text-slate-400">Host key</dt>
        <dd className="flex flex-wrap items-center gap-2 text-slate-900 dark:text-slate-100">
          <span>{hostKey.algorithm}</span>
          <code className={CODE} data-testid="sftp-docs-fingerprint">
            {hostKey.fingerprint}
          </code>
        </dd>
      </dl>
    </aside>
  );
}
