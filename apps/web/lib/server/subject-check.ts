/** Shared by the server's checks that a page's subject (asset, group) exists before the page renders. */

/** A check that takes longer lets the page render: the screen then reports what its own calls find. */
export const SUBJECT_CHECK_TIMEOUT_MS = 3_000;

/** The HTTP status of a failed typed call (fetch-json's thrown body), or undefined for a network failure. */
export function statusOfFailure(error: unknown): number | undefined {
  return error !== null && typeof error === 'object' ? (error as { status?: number }).status : undefined;
}
