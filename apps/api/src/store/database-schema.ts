/**
 * Tables of the accounts store. Column types are the portable subset of SQLite and PostgreSQL: text for
 * JSON documents and ISO-8601 timestamps, so one set of migrations and queries serves both dialects.
 */
import type { Kysely, Transaction } from 'kysely';

export interface UsersTable {
  id: string;
  username: string;
  /** Lower-cased; null for accounts made from a machine ID without a known email. */
  email: string | null;
  password_hash: string;
  apikey: string;
  role: string;
  /** YYYY-MM-DD, valid through the end of that day; null = never expires. */
  expires: string | null;
  /** JSON of DataPerms. */
  data_perms: string;
  /** JSON of Permissions (flags and webapp list). */
  permissions: string;
  status: string;
  /** ISO time when a pending account becomes active (machine-ID provisioning); null otherwise. */
  activates_at: string | null;
  created: string;
  updated: string;
}

/** The data provider's identity directory of machine IDs (stands in for a service these machines cannot reach). */
export interface ProviderMachinesTable {
  machine_id: string;
  password_hash: string;
  email: string | null;
  /** Entitlements the provider grants a linked account (JSON). */
  data_perms: string;
  permissions: string;
  created: string;
}

export interface MachineLinksTable {
  machine_id: string;
  user_id: string;
  linked: string;
}

export interface PreferencesTable {
  user_id: string;
  category: string;
  key: string;
  /** JSON text. */
  value: string;
  updated: string;
}

export interface WatchlistsTable {
  user_id: string;
  /** 4 or 5: the v4 and v5 watchlist collections are separate. */
  version: number;
  key: string;
  name: string;
  type: string;
  /** JSON array of asset codes. */
  assets: string;
  created: string;
  updated: string;
}

export interface FeedbackTable {
  id: string;
  user_id: string | null;
  email: string | null;
  page: string | null;
  message: string;
  created: string;
}

export interface NewsletterTable {
  email: string;
  created: string;
}

/** A web session (issue 12 §6): only the key's hash is kept; lifetimes are checked against created and last_used. */
export interface SessionsTable {
  /** SHA-256 of the session key, base64url. */
  key_hash: string;
  user_id: string;
  created: string;
  /** Refreshed at most once a minute (SESSION_TOUCH_INTERVAL_MS), so busy sessions do not write on every call. */
  last_used: string;
}

/** A Radar alert rule (issue 15): target, kind and params are JSON text, checked by the routes' schemas. */
export interface AlertRulesTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON of AlertTarget. */
  target: string;
  kind: string;
  indicator: string;
  source: string;
  /** JSON of AlertParams. */
  params: string;
  cooldown_days: number;
  /** YYYY-MM-DD, the last day the rule is evaluated; null = never expires. */
  expires: string | null;
  /** 1 or 0 (booleans are integers in both dialects). */
  enabled: number;
  created: string;
  updated: string;
}

/** One firing of a rule on one asset for one daily window: unique on (rule_id, asset_code, window_date). */
export interface AlertFiringsTable {
  id: string;
  rule_id: string;
  user_id: string;
  asset_class: string;
  asset_code: string;
  asset_name: string;
  /** YYYY-MM-DD of the daily window. */
  window_date: string;
  /** JSON: the rule as it fired (name, kind, indicator, source) and the values that triggered it. */
  payload: string;
  message: string;
  created_at: string;
  read_at: string | null;
  /** none (no webhook), pending, delivered, failed. */
  webhook_state: string;
  webhook_attempts: number;
  /** ISO time of the next attempt (pending), or null. */
  webhook_next_at: string | null;
}

/** A user's webhook: the secret signs each call (HMAC-SHA256) and is shown to the user only when made. */
export interface AlertWebhooksTable {
  user_id: string;
  url: string;
  secret: string;
  enabled: number;
  created: string;
  updated: string;
}

/** One attempt to deliver a firing to a webhook. */
export interface WebhookDeliveriesTable {
  id: string;
  firing_id: string;
  user_id: string;
  attempt: number;
  url: string;
  status_code: number | null;
  ok: number;
  duration_ms: number;
  error: string | null;
  /** The first kilobyte of the answer at most. */
  response_snippet: string | null;
  created_at: string;
}

/** One change to an account (issue 16): before and after hold the changed fields only, never a secret. */
export interface AuditLogTable {
  id: string;
  created_at: string;
  /** Username of who made the change. */
  actor: string;
  /** create, update, status, reset-password, rotate-key. */
  action: string;
  /** Username of the changed account. */
  target: string;
  /** JSON object of the changed fields' values before the change ({} for a creation). */
  before: string;
  /** JSON object of the same fields after it. */
  after: string;
}

/** Calls made with an account's data key, per UTC day and route pattern (never the URL, which holds the key). */
export interface ApiUsageTable {
  user_id: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** Method and route pattern: `GET /rma/v4/data/:asset_class/:freq/:asset_code`. */
  route: string;
  calls: number;
  /** Of those calls, the ones answered with a status of 400 or more. */
  errors: number;
}

/** A public key an account logs in with over SFTP (issue 17); never a private key. */
export interface SftpKeysTable {
  id: string;
  user_id: string;
  /** The owner's label, or the key's comment. */
  name: string;
  /** ssh-rsa or ssh-ed25519. */
  algorithm: string;
  /** `SHA256:` and the unpadded base64 of the key's SHA-256, as `ssh-keygen -l` prints it. */
  fingerprint: string;
  /** The key in SSH wire form, base64. */
  public_key: string;
  created: string;
  last_used: string | null;
}

/** The numeric account number an account may log in with over SFTP, as the reference's usernames are. */
export interface AccountNumbersTable {
  account_number: number;
  user_id: string;
}

export interface AccountsDatabase {
  users: UsersTable;
  provider_machines: ProviderMachinesTable;
  machine_links: MachineLinksTable;
  preferences: PreferencesTable;
  watchlists: WatchlistsTable;
  feedback: FeedbackTable;
  newsletter: NewsletterTable;
  sessions: SessionsTable;
  alert_rules: AlertRulesTable;
  alert_firings: AlertFiringsTable;
  alert_webhooks: AlertWebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  sftp_keys: SftpKeysTable;
  account_numbers: AccountNumbersTable;
  audit_log: AuditLogTable;
  api_usage: ApiUsageTable;
}

export type AccountsDb = Kysely<AccountsDatabase>;
export type AccountsTrx = Transaction<AccountsDatabase>;
