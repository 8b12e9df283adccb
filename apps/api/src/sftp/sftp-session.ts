/**
 * One SFTP session of a logged-in account (issue 17): answers the read operations of the SFTP protocol (v3, as
 * ssh2, OpenSSH's sftp, paramiko and WinSCP speak it) from the account's tree; every operation that would change
 * anything is refused. Reads are random access at any offset (clients resume and read ahead in parallel), capped
 * in length, and served from the cache file with one positioned read each, so memory per session stays small.
 */
import ssh2, { type Attributes, type FileEntry, type SFTPWrapper } from 'ssh2';
import type { OpenedFile } from '../routes/data-v4/bulk-file-cache';
import { type AccountTree, pathNames, pathOf, type TreeEntry } from './account-tree';
import { BlockReader } from './block-reader';

const { OPEN_MODE, STATUS_CODE } = ssh2.utils.sftp;

/** Largest read answered at once (OpenSSH's packet limit); a client asking for more gets this much. */
export const MAX_READ_BYTES = 256 * 1024 - 1024;
/** Handles one session may hold open at once. */
export const MAX_OPEN_HANDLES = 64;
const WRITE_FLAGS = OPEN_MODE.WRITE | OPEN_MODE.APPEND | OPEN_MODE.CREAT | OPEN_MODE.TRUNC | OPEN_MODE.EXCL;
const S_IFDIR = 0o040000;
const S_IFREG = 0o100000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Handle =
  | { kind: 'file'; path: string; file: OpenedFile; reader: BlockReader; bytes: number }
  | { kind: 'dir'; entries: TreeEntry[] | null };

/** What the session tells the server about (logging, usage and the byte quota). */
export interface SessionEvents {
  /** A request arrived: the connection is not idle. */
  onActivity(): void;
  /** Whether the account may download now; a message when not (its byte quota for the hour is spent). */
  checkQuota(): Promise<string | null>;
  onDownload(download: { path: string; size: number; bytes: number }): void;
  onBytes(bytes: number): void;
  onError(operation: string, error: unknown): void;
}

function attributesOf(entry: TreeEntry): Attributes {
  return {
    mode: entry.kind === 'dir' ? S_IFDIR | 0o555 : S_IFREG | 0o444,
    uid: 0,
    gid: 0,
    size: entry.size,
    atime: entry.mtime,
    mtime: entry.mtime,
  };
}

/** The `ls -l` line clients show (`-r--r--r--   1 owner group  1482911 Nov 20 20:30 name`). */
function longName(entry: TreeEntry): string {
  const date = new Date(entry.mtime * 1000);
  const day = `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCDate()).padStart(2, ' ')}`;
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  const mode = entry.kind === 'dir' ? 'dr-xr-xr-x' : '-r--r--r--';
  return `${mode}    1 moodwire moodwire ${String(entry.size).padStart(12, ' ')} ${day} ${time} ${entry.name}`;
}

function fileEntry(entry: TreeEntry): FileEntry {
  return { filename: entry.name, longname: longName(entry), attrs: attributesOf(entry) };
}

export function serveSftp(sftp: SFTPWrapper, tree: AccountTree, events: SessionEvents): void {
  const handles = new Map<number, Handle>();
  let nextHandle = 1;

  const handleOf = (buffer: Buffer): [number, Handle] | null => {
    if (buffer.length !== 4) return null;
    const id = buffer.readUInt32BE(0);
    const handle = handles.get(id);
    return handle ? [id, handle] : null;
  };
  const newHandle = (reqId: number, handle: Handle) => {
    const id = nextHandle++;
    handles.set(id, handle);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id, 0);
    sftp.handle(reqId, buffer);
  };
  const hasRoom = (reqId: number): boolean => {
    if (handles.size < MAX_OPEN_HANDLES) return true;
    sftp.status(reqId, STATUS_CODE.FAILURE, `At most ${MAX_OPEN_HANDLES} files and directories may be open at once`);
    return false;
  };
  /** Runs an operation; an unexpected failure is a FAILURE status, never a crash of the server. */
  const run = (operation: string, reqId: number, work: () => Promise<void>) => {
    events.onActivity();
    work().catch((error: unknown) => {
      events.onError(operation, error);
      try {
        sftp.status(reqId, STATUS_CODE.FAILURE, 'The server could not do this; try again later');
      } catch {
        // The channel is gone.
      }
    });
  };
  const noSuchFile = (reqId: number) => sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE, 'No such file or directory');
  const readOnly = (reqId: number) => {
    events.onActivity();
    sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, 'This server is read-only');
  };

  const statPath = (reqId: number, path: string) =>
    run('stat', reqId, async () => {
      const names = pathNames(path);
      const entry = names && (await tree.stat(names));
      if (!entry) return noSuchFile(reqId);
      sftp.attrs(reqId, attributesOf(entry));
    });

  sftp.on('REALPATH', (reqId, path) =>
    run('realpath', reqId, async () => {
      const names = pathNames(path);
      if (!names) return noSuchFile(reqId);
      const resolved = pathOf(names);
      sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: {} as Attributes }]);
    }),
  );
  sftp.on('STAT', statPath);
  sftp.on('LSTAT', statPath);

  sftp.on('OPENDIR', (reqId, path) =>
    run('opendir', reqId, async () => {
      const names = pathNames(path);
      const entries = names && (await tree.list(names));
      if (!entries) {
        const entry = names && (await tree.stat(names));
        if (entry) return sftp.status(reqId, STATUS_CODE.FAILURE, 'Not a directory');
        return noSuchFile(reqId);
      }
      if (hasRoom(reqId)) newHandle(reqId, { kind: 'dir', entries });
    }),
  );

  sftp.on('READDIR', (reqId, buffer) =>
    run('readdir', reqId, async () => {
      const found = handleOf(buffer);
      if (found?.[1].kind !== 'dir') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle');
      const handle = found[1];
      // The whole directory in one answer (a bucket holds a few dozen files), then the end.
      if (!handle.entries) return sftp.status(reqId, STATUS_CODE.EOF);
      const entries = handle.entries;
      handle.entries = null;
      if (entries.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
      sftp.name(reqId, entries.map(fileEntry));
    }),
  );

  sftp.on('OPEN', (reqId, filename, flags) =>
    run('open', reqId, async () => {
      if ((flags & WRITE_FLAGS) !== 0) return readOnly(reqId);
      const names = pathNames(filename);
      if (!names) return noSuchFile(reqId);
      const entry = await tree.stat(names);
      if (!entry) return noSuchFile(reqId);
      if (entry.kind === 'dir') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Is a directory');
      const refusal = await events.checkQuota();
      if (refusal) return sftp.status(reqId, STATUS_CODE.PERMISSION_DENIED, refusal);
      if (!hasRoom(reqId)) return;
      const file = await entry.open();
      newHandle(reqId, { kind: 'file', path: pathOf(names), file, reader: new BlockReader(file), bytes: 0 });
    }),
  );

  sftp.on('READ', (reqId, buffer, offset, length) =>
    run('read', reqId, async () => {
      const found = handleOf(buffer);
      if (found?.[1].kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle');
      const handle = found[1];
      if (offset >= handle.file.size || length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
      const data = await handle.reader.read(offset, Math.min(length, MAX_READ_BYTES));
      if (data.length === 0) return sftp.status(reqId, STATUS_CODE.EOF);
      handle.bytes += data.length;
      events.onBytes(data.length);
      sftp.data(reqId, data);
    }),
  );

  sftp.on('FSTAT', (reqId, buffer) =>
    run('fstat', reqId, async () => {
      const found = handleOf(buffer);
      if (found?.[1].kind !== 'file') return sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle');
      const stats = await found[1].file.handle.stat();
      sftp.attrs(reqId, {
        mode: S_IFREG | 0o444,
        uid: 0,
        gid: 0,
        size: found[1].file.size,
        atime: Math.floor(stats.atimeMs / 1000),
        mtime: Math.floor(stats.mtimeMs / 1000),
      });
    }),
  );

  sftp.on('CLOSE', (reqId, buffer) =>
    run('close', reqId, async () => {
      const found = handleOf(buffer);
      if (!found) return sftp.status(reqId, STATUS_CODE.FAILURE, 'Invalid handle');
      const [id, handle] = found;
      handles.delete(id);
      if (handle.kind === 'file') {
        await handle.file.handle.close();
        events.onDownload({ path: handle.path, size: handle.file.size, bytes: handle.bytes });
      }
      sftp.status(reqId, STATUS_CODE.OK);
    }),
  );

  // Nothing on this server can be changed, linked or written.
  for (const operation of ['WRITE', 'FSETSTAT', 'SETSTAT', 'REMOVE', 'RMDIR', 'MKDIR', 'RENAME', 'SYMLINK'] as const) {
    sftp.on(operation, (reqId: number) => readOnly(reqId));
  }
  sftp.on('READLINK', (reqId) => {
    events.onActivity();
    sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE, 'There are no links on this server');
  });
  sftp.on('EXTENDED', (reqId) => {
    events.onActivity();
    sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED, 'Not supported');
  });

  // The client is done (its end of the channel is closed): close ours, or its program waits for the idle timeout.
  sftp.on('end', () => sftp.end());
  // A session that ends with files open closes them (a cut download is counted as far as it got).
  sftp.on('close', () => {
    for (const handle of handles.values()) {
      if (handle.kind !== 'file') continue;
      void handle.file.handle.close().catch(() => {});
      events.onDownload({ path: handle.path, size: handle.file.size, bytes: handle.bytes });
    }
    handles.clear();
  });
}
