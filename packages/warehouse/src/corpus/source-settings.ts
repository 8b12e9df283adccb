/**
 * Which document sources the next build leaves out (spec §2 '/admin/sources-tool: enable or disable a source for
 * the next build'): `<data root>/sources.json`, written by the admin API and read by every build. A missing or
 * unreadable file disables nothing, so a fresh data root builds the whole corpus.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { lakePaths } from '../lake/paths';
import { MAX_SOURCE_NAME_CHARS } from './corpus-sources';

export const SOURCE_SETTINGS_FILE = 'sources.json';
/** Disabled sources kept at most: the file is read by every build and answered whole. */
export const MAX_DISABLED_SOURCES = 200;

export interface SourceSettings {
  /** Outlet or platform names whose documents the next build skips, sorted. */
  disabled: string[];
  /** When the file was last written, ISO 8601; null when it has never been. */
  updatedAt: string | null;
}

export interface SourceSettingsOptions {
  /** Data root (default env DATA_DIR or <repo>/data). */
  dataDir?: string;
}

export function sourceSettingsPath(dataDir?: string): string {
  return join(lakePaths(dataDir).dataDir, SOURCE_SETTINGS_FILE);
}

/** The settings the next build follows; a hand-edited file is checked, and what does not fit is ignored. */
export async function readSourceSettings(options: SourceSettingsOptions = {}): Promise<SourceSettings> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(sourceSettingsPath(options.dataDir), 'utf8'));
  } catch {
    return { disabled: [], updatedAt: null };
  }
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const list = Array.isArray(record.disabled) ? record.disabled : [];
  const disabled = [
    ...new Set(
      list.filter(
        (name): name is string => typeof name === 'string' && name.length > 0 && name.length <= MAX_SOURCE_NAME_CHARS,
      ),
    ),
  ]
    .sort()
    .slice(0, MAX_DISABLED_SOURCES);
  return { disabled, updatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : null };
}

export interface SetSourceEnabledOptions extends SourceSettingsOptions {
  source: string;
  isEnabled: boolean;
  now?: Date;
}

/**
 * Enables or disables one source for the next build and returns the new settings. Written to a temporary file and
 * renamed over the old one, so that a build starting meanwhile reads the old file or the new one, never half.
 */
export function setSourceEnabled(options: SetSourceEnabledOptions): Promise<SourceSettings> {
  // One change at a time in this process: two admins' changes read and write the file in turn, and both stay.
  const next = writes.then(() => applyChange(options));
  writes = next.catch(() => undefined);
  return next;
}

let writes: Promise<unknown> = Promise.resolve();

async function applyChange(options: SetSourceEnabledOptions): Promise<SourceSettings> {
  const current = await readSourceSettings(options);
  const disabled = new Set(current.disabled);
  if (options.isEnabled) disabled.delete(options.source);
  else disabled.add(options.source);
  if (disabled.size > MAX_DISABLED_SOURCES) {
    throw new RangeError(`at most ${MAX_DISABLED_SOURCES} sources can be disabled`);
  }
  const settings: SourceSettings = {
    disabled: [...disabled].sort(),
    updatedAt: (options.now ?? new Date()).toISOString(),
  };
  const file = sourceSettingsPath(options.dataDir);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(settings, null, 2)}\n`);
  await rename(temporary, file);
  return settings;
}
