/**
 * SFTP delivery of the bulk files (spec §6 accessSftp 'LSEG, gets sftp access'; reference facts §2 'SFTP
 * delivery'): who may log in, the layout of the tree the vendor's helper expects, and the limits the server, the
 * API and Account Info share.
 */
import type { AssetClass } from './asset-classes';
import { derivePermissions, isAdmin, type User } from './user';

/** Root of the files on the reference's server: `{prefix}/{CLASS}/{FREQUENCY}/{bucket}`. */
export const SFTP_PREFIX = '/mrn-mi-w/PRO/MI4';
/** The subtree of trial accounts, `{prefix}/TRIAL/{CLASS}/{FREQUENCY}/{bucket}`. */
export const SFTP_TRIAL_DIR = 'TRIAL';
/** History archives (one file per month, field 4 `yyyy-mm`) and recent days (one file per day, `yyyymmdd`). */
export const SFTP_BUCKETS = ['monthly', 'daily'] as const;
export type SftpBucket = (typeof SFTP_BUCKETS)[number];
/** Days a trial account's tree holds: the most recent ones, in the daily bucket. */
export const SFTP_TRIAL_DAYS = 30;

export const SFTP_DEFAULT_PORT = 2222;
/** A session that sends nothing for this long is disconnected (documented on Account Info and in the docs). */
export const SFTP_IDLE_TIMEOUT_MS = 5 * 60_000;
/** Public keys one account may hold. */
export const MAX_SFTP_KEYS = 10;
/** The key types accepted (the vendor's helper uses RSA; OpenSSH's default is Ed25519). */
export const SFTP_KEY_TYPES = ['ssh-rsa', 'ssh-ed25519'] as const;
export type SftpKeyType = (typeof SFTP_KEY_TYPES)[number];
/** RSA keys shorter than this are refused (NIST SP 800-131A). */
export const MIN_RSA_KEY_BITS = 2048;
/** A key's label on Account Info. */
export const MAX_SFTP_KEY_NAME_LENGTH = 80;

/** Spec §6: accounts with accessSftp (role ssh) log in over SFTP, and admins (issue 17 'Who may log in'). */
export function canUseSftp(user: Pick<User, 'role' | 'data_perms' | 'permissions'>): boolean {
  return derivePermissions(user).accessSftp || isAdmin(user);
}

/**
 * A trial account (spec §1 'subscribers or trial users') is one given for a time: it has an expiry date. Its
 * files are under the TRIAL subtree, as the reference's trial data is; admins never are trials.
 */
export function isTrialAccount(user: Pick<User, 'role' | 'expires'>): boolean {
  return !isAdmin(user) && user.expires !== null;
}

/**
 * The class directory of a class: its file code, which for ESG Core already ends in `_COR` (reference facts §2:
 * 'for the W365_UDAI frequency the asset-class dir gets suffix _COR').
 */
export function sftpClassDir(assetClass: Pick<AssetClass, 'fileCode'>): string {
  return assetClass.fileCode;
}
