/**
 * The calls of the download pages through the web origin's `/x` prefix (the session cookie carries the key), and
 * the save of a file built whole in the browser: the answer is read to its end (the API sends the pull with its
 * Content-Length) and only then offered as a Blob, so a download is never half-written.
 */
import { ASSET_CLASSES, type AssetClass, canReadDataClass, isCompanyClass, type User } from '@moodwire/domain';
import { apiUrl } from '../api/api-client';
import { fetchJson, readAnswerText } from '../api/fetch-json';

/** The classes of a product the user may read through the data API, in the table's order. */
export function readableClasses(user: User | null, product: 'rma' | 'esg'): AssetClass[] {
  return ASSET_CLASSES.filter((entry) => entry.product === product && canReadDataClass(user, product, entry.code));
}

/** The first company class (the domain's table: what most pulls are of), then the others in the table's order. */
export function classCodesDefaultFirst(classes: readonly AssetClass[]): string[] {
  const codes = classes.map((entry) => entry.code as string);
  const preferred = codes.find(isCompanyClass);
  return preferred ? [preferred, ...codes.filter((code) => code !== preferred)] : codes;
}

/** GET a JSON answer's `.data` (spec §7), throwing the error body as spec §8 says. */
export async function getData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const body = await fetchJson<{ data: T }>(apiUrl(path), { signal });
  return body.data;
}

/** GET an answer's whole text (CSV or JSON), throwing the error body as spec §8 says. */
export async function getText(path: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(apiUrl(path), { credentials: 'same-origin', signal });
  return readAnswerText(response);
}

/** Offers a text, already complete, as a file download. */
export function saveText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the Blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Whether an error body is the API's refusal of a pull past its documented limit. */
export function isOverPullLimit(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { detail?: unknown }).detail === 'over_pull_limit';
}
