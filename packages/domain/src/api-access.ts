/**
 * Who may make each family of HTTP calls (spec §7), from the permission table of spec §6. The API checks these
 * on every call (the server is the authority); the web app reads the same table to mirror it. One row per
 * family: a route names its family (`config.access.area` in the API, typed as `ApiArea`), never a requirement of
 * its own, and the authorization-matrix test reads this table and adds nothing.
 */
import { type AssetClassCode, getAssetClass } from './asset-classes';
import { ADMIN, getRoute, LOGIN, needs, PUBLIC, type Requirement } from './routes';
import { type DataProduct, isLoggedIn, type User } from './user';

export const API_AREAS = {
  /** Health, the OpenAPI document, sign-in, build version: anyone. */
  public: PUBLIC,
  /** Web API over the lake (spec §6 'v4 data pages | login'). */
  web: LOGIN,
  /** Data API v4 of a product: login here, then the product's data_perms for the asset class (`canReadDataClass`). */
  dataV4: LOGIN,
  /** MASF v4 sources and data previews, and the articles behind them (spec §6 'Scores analysis | masfV4'). */
  masfV4: needs('masfV4'),
  /** Pulse event feed (spec §6 'Pulse | pulseV1'). */
  pulse: needs('pulseV1'),
  /** Transcript analytics (spec §6 'Transcripts | mtaV1'). */
  mta: needs('mtaV1'),
  /** v5 market analytics (spec §6 'Scores analysis | rmaV5 (ma5)'). */
  maV5: needs('rmaV5'),
  /** v5 ESG analytics (spec §6 'Scores analysis | esgV5 (esg5)'). */
  esgV5: needs('esgV5'),
  /** Media scores MMS v3: login here, then data_perms mms for the asset class. */
  mms: LOGIN,
  /** Radar asset list and asset matching (spec §6 'Radar pages | masfV5'). */
  radar: needs('masfV5'),
  /** Documentation pages and their generated files (spec §6 'Docs | mdDocs': everyone but webapp nodocs). */
  docs: needs('mdDocs'),
  /** The engine run on a posted text (spec §6 'Engine | sentV5'; issue 15 Engine tool). */
  engine: needs('sentV5'),
  /** Thematic benchmark (spec §6 'Thematic tool | thematicTool'). */
  thematic: needs('thematicTool'),
  /** Admin API (spec §6 'Admin pages ... | admin'). */
  admin: ADMIN,
  /** The signed-in user's account, session, preferences and v4 watchlists. */
  account: LOGIN,
  /** Revealing and rotating the data key (spec §6 derived permission accessApi). */
  apiKey: needs('accessApi'),
  /** v5 watchlists (spec §6 'Radar pages, watchlists-v5 | masfV5'). */
  watchlistsV5: needs('masfV5'),
  /** LSEG user management (spec §6 'Manage page (LSEG user management) | lsegManage'). */
  lsegManage: needs('lsegManage'),
  /** The MCP server: a usable key; each tool is then checked by the guard of the call it mirrors. */
  mcp: LOGIN,
  /** The papers (spec §2 'Papers: /papers (login required)'): the page's own requirement. */
  papers: getRoute('/papers').requirement,
} as const satisfies Record<string, Requirement>;

export type ApiArea = keyof typeof API_AREAS;

/**
 * Spec §3 'data_perms (keys rma, esg, mms)': per product, the asset classes an account may read through the data
 * API. A regional company class (equamer, ...) is readable with it or with the whole class equ.
 */
export function canReadDataClass(
  user: Pick<User, 'role' | 'apikey' | 'data_perms'> | null | undefined,
  product: DataProduct,
  assetClass: AssetClassCode,
): boolean {
  if (!isLoggedIn(user)) return false;
  const classes = user.data_perms[product];
  if (!classes || classes.length === 0) return false;
  if (classes.includes(assetClass)) return true;
  return (assetClass === 'equamer' || assetClass === 'equemea' || assetClass === 'equapac') && classes.includes('equ');
}

/**
 * The data permission a class's data needs wherever it is answered (spec §3 data_perms): the data API reads every
 * class under its product, and the web calls read an ESG class's own dataset (ESG Core ranks, ESG Advanced
 * scores), so an ESG class needs the esg data permission there too; other classes' web data needs only the web
 * area (spec §6 'v4 data pages | login'). Null: no data permission needed.
 */
export function webDataPermissionOf(assetClass: AssetClassCode): DataProduct | null {
  return getAssetClass(assetClass)?.product === 'esg' ? 'esg' : null;
}

/** Whether the caller may read a class's data through the web calls (`webDataPermissionOf`). */
export function canReadWebClass(
  user: Pick<User, 'role' | 'apikey' | 'data_perms'> | null | undefined,
  assetClass: AssetClassCode,
): boolean {
  const product = webDataPermissionOf(assetClass);
  return product === null || canReadDataClass(user, product, assetClass);
}

/** The reason given with 'Permission required' when a data permission is missing (web and data API alike). */
export function missingDataPermissionMessage(product: DataProduct, assetClass: AssetClassCode): string {
  const name = getAssetClass(assetClass)?.name;
  return `Your account has no ${product} data permission for the asset class '${assetClass}'${name ? ` (${name})` : ''}.`;
}
