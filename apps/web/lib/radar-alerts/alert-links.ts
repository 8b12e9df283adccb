/** The guide page that shows how a webhook receiver checks the signature (packages/content, radar/guide). */
export const WEBHOOK_GUIDE_HREF = '/radar/guide/alerts-and-webhooks';
