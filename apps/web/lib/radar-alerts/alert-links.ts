/**
 * The section of the Radar guide (packages/content, docs/radar/guide/overview.md: one page) that shows how a
 * webhook receiver checks the signature; the anchor is its heading's id.
 */
export const WEBHOOK_GUIDE_HREF = '/radar/guide#verifying-a-webhook-call';
