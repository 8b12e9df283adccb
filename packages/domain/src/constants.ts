/** Business constants and limits of spec §9. */
export const BUILD_VERSION_POLL_MS = 30_000;
export const NOTIFICATION_AUTO_CLOSE_MS = 15_000;
export const NOTIFICATION_ANIMATION_MS = 300;
export const SEARCH_DEBOUNCE_MS = 800;
export const DEFAULT_DEBOUNCE_MS = 300;
export const ASSET_SEARCH_CACHE_MS = 60_000;
export const REQUEST_DEDUPE_MS = 60_000;
export const SEARCH_ROW_HEIGHT = 42;
export const SEARCH_ROW_HEIGHT_NARROW = 43;
export const SEARCH_NARROW_MAX_WIDTH = 768;
export const SEARCH_LIST_MAX_HEIGHT_RATIO = 0.8;
export const SEARCH_LIST_HEIGHT_OFFSET = 45;
export const SEARCH_DIALOG_MAX_WIDTH = 500;
export const SEARCH_DIALOG_WIDTH_RATIO = 0.9;
export const FUSE_THRESHOLD_GROUPS = 0.2;
export const FUSE_THRESHOLD_DEFAULT = 0.3;
export const MOBILE_MENU_BREAKPOINT = 768;
export const ACCOUNT_MENU_BREAKPOINT = 860;
export const SCROLL_LOCK_MAX_WIDTH = 769;
export const GROUP_DROPDOWN_MAX_HEIGHT = 300;
export const GROUP_DROPDOWN_ITEM_HEIGHT = 25;
export const GROUP_DROPDOWN_HEADER_HEIGHT = 19;
export const GROUP_DROPDOWN_MIN_SCROLL_ITEMS = 10;
export const IP_LOOKUP_TIMEOUT_MS = 3_000;
export const ACCOUNT_LINK_POLL_LIMIT_MS = 120_000;
export const ACCOUNT_LINK_POLL_INTERVAL_MS = 10_000;
export const POLL_LIMIT_MS = 300_000;
export const POLL_INTERVAL_MS = 1_000;
export const HEATMAP_DEFAULT_MAXNUM = 50;
export const TOP_BUZZ_SETS = [100, 500, 2000, 5000] as const;
/**
 * Most rows one /overview-topn call answers (its num bound): every member of the largest top buzz set (5000) and of
 * every group of the demo lake, so that the screener, the assets list and the world map show a group whole (the
 * whole-group /assetlist read has the same bound). Not a spec §9 figure: at the full scale all companies (132566)
 * and the largest country equity groups (United States ESG Adv 38081, spec §3) are bigger.
 */
export const GROUP_ASSETS_MAX = 10_000;
/** Stored keys (spec §9, §4). */
export const STORAGE_KEYS = {
  user: 'user',
  theme: 'theme',
  readAnnouncement: 'read-announcement',
  /** The web app's last known groups and lake days of the signed-in account (to start a screen's calls early). */
  analyticsHints: 'analytics-hints',
} as const;
export const APIKEY_COOKIE = 'apikey';
/**
 * Days of the public asset series (GET /public-asset, drawn by the asset chart widget), back from the lake's last
 * day. The call is public and unauthenticated, so it gives only a teaser of the recent history; the full history
 * (every indicator, any period) is behind the sign-in and a data subscription (spec §8 'Login for Full Access').
 */
export const PUBLIC_SERIES_DAYS = 90;
