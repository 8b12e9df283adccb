/**
 * The account's permissions in plain words (Account Info, the admin's user pages): one label per permission flag
 * and webapp flag of spec §3, saying what it opens as spec §6's table does.
 */
import type { PermissionFlag, WebappFlag } from './user';

export interface PermissionLabel {
  label: string;
  /** What the flag opens (or, for the webapp flags that withdraw something, what it takes away). */
  description: string;
}

export const PERMISSION_FLAG_LABELS: Record<PermissionFlag, PermissionLabel> = {
  masf: { label: 'Scores analysis v4', description: 'MASF v4 sources, data previews and scores analysis' },
  pulse: { label: 'Pulse', description: 'The pulse event feed, its tool and dashboard' },
  masf_v5: { label: 'Radar', description: 'Radar pages, alerts and v5 watchlists' },
  sent_v5: { label: 'Engine', description: 'The NLP engine (sentiment v5) on your own texts' },
  rma_v5: { label: 'Market analytics v5', description: 'LMA v5 data, guide and scores analysis' },
  esg_v5: { label: 'ESG analytics v5', description: 'LMA-ESG v5 data, guide and scores analysis' },
  mta: { label: 'Transcripts', description: 'Earnings-call transcript analytics and data' },
};

export const WEBAPP_FLAG_LABELS: Record<WebappFlag, PermissionLabel> = {
  nodocs: { label: 'No documentation', description: 'API docs, guides and research are hidden' },
  lsegmanage: { label: 'Manage LSEG users', description: 'The LSEG user management page' },
  thematic: { label: 'Thematic tool', description: 'The thematic scoring tool' },
  hideapikey: { label: 'API key hidden', description: 'The API key is not shown on Account Info' },
};
