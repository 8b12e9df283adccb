/**
 * Route guards. The server is the authority (ARCHITECTURE.md 'Request flow'): the same permission table
 * (`API_AREAS`) and predicates the web app uses to show or disable links (`meetsRequirement` of '@moodwire/domain') decide
 * here whether a call is answered.
 */
import { API_AREAS, type ApiArea, canUseSftp, isExpired, meetsRequirement } from '@moodwire/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../app-context';
import { HttpError } from '../http-error';
import { countUnknownApikey } from '../plugins/rate-limits';
import { type AccountRecord, getAccountStatus, toUser } from '../store/account-record';
import { ACCOUNT_ERRORS } from './account-messages';
import { getRequestApikey } from './request-apikey';
import { getRequestSession, setRequestSession } from './request-session';

export interface AuthenticateOptions {
  /** /account answers a pending (machine-ID) account so the linking flow can poll its status. */
  allowPending?: boolean;
  /**
   * Only a web session may call (the data key's reveal and rotation, issue 12 §6): a leaked data key must not be
   * able to read or replace itself. Checked with the permission, before the body is read.
   */
  sessionOnly?: boolean;
  /**
   * SFTP access (issue 17): on top of the area, an account with accessSftp (role ssh) or an admin (domain
   * canUseSftp), checked before the body is read.
   */
  sftp?: boolean;
}

/** The refusal of an account without SFTP access. */
export const NO_SFTP_MESSAGE = 'SFTP delivery is for LSEG accounts and admins; this account has no SFTP access.';

/** The account behind the request's key, or an HttpError (401 no or unknown key, 403 unusable account). */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  options: AuthenticateOptions = {},
): Promise<AccountRecord> {
  const apikey = getRequestApikey(request);
  if (!apikey) {
    throw new HttpError(401, ACCOUNT_ERRORS.accountRequired, {
      message: 'Sign in, or pass your API key as the apikey query parameter.',
    });
  }
  // A data key or a live web session key (issue 12 §6); an ended or revoked session is as unknown as a made-up key.
  const resolved = await ctx.apikeys.resolveKey(apikey);
  if (!resolved) {
    await countUnknownApikey(request);
    throw new HttpError(401, ACCOUNT_ERRORS.invalidApikey, { message: 'The API key is not valid.' });
  }
  const { account } = resolved;
  assertUsable(ctx, account, options);
  request.account = account;
  setRequestSession(request, resolved.session);
  return account;
}

/** Refuses disabled, expired and (unless allowed) still-provisioning accounts. */
export function assertUsable(ctx: AppContext, account: AccountRecord, options: AuthenticateOptions = {}): void {
  const now = ctx.now();
  const status = getAccountStatus(account, now);
  if (status === 'disabled') throw new HttpError(403, ACCOUNT_ERRORS.disabled);
  if (isExpired(account.expires, now)) throw new HttpError(403, ACCOUNT_ERRORS.expired);
  if (status === 'pending' && !options.allowPending) {
    throw new HttpError(403, ACCOUNT_ERRORS.pending, {
      message: 'The account is being set up; try again in a moment.',
      detail: 'pending',
    });
  }
}

/** A preHandler that admits the request only when its account meets the area's row of the permission table. */
export function requireAccess(
  ctx: AppContext,
  area: ApiArea,
  options: AuthenticateOptions = {},
): onRequestAsyncHookHandler {
  const requirement = API_AREAS[area];
  return async (request) => {
    const account = await authenticate(ctx, request, options);
    const user = toUser(account, ctx.now());
    if (!meetsRequirement(requirement, user)) {
      throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, {
        message:
          requirement.kind === 'admin'
            ? 'This call needs an admin account.'
            : requirement.kind === 'permission'
              ? `This call needs the ${requirement.permission} permission.`
              : 'This call needs an account.',
      });
    }
    if (options.sessionOnly && !getRequestSession(request)) {
      throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, {
        message: 'Sign in on the web app: the data key is revealed and rotated from Account Info only.',
        detail: 'session_required',
      });
    }
    if (options.sftp && !canUseSftp(user)) {
      throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, { message: NO_SFTP_MESSAGE });
    }
  };
}

/**
 * Who may call a route: its family in the one permission table (`API_AREAS`), never a requirement of its own, so
 * that the table is the whole story (and the authorization-matrix test reads it back).
 */
export interface RouteAccess extends AuthenticateOptions {
  area: ApiArea;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: the guard runs on request, before input validation, after the rate limit. */
    access?: RouteAccess;
  }
}

/**
 * Installs the guard of every route that declares `config.access`. Register after the rate-limit plugin so
 * that its onRequest hook comes first and refused callers are still counted.
 */
export function installRouteGuards(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    // A public requirement is declared for the record (the permission table names every call) and needs no key.
    if (!access || API_AREAS[access.area].kind === 'public') return;
    const guard = requireAccess(ctx, access.area, access);
    const existing = route.onRequest;
    route.onRequest =
      existing === undefined ? [guard] : Array.isArray(existing) ? [...existing, guard] : [existing, guard];
  });
}

/** The request's account when it carries a usable key, else null (for calls open to everyone). */
export async function identifyUser(ctx: AppContext, request: FastifyRequest): Promise<AccountRecord | null> {
  const apikey = getRequestApikey(request);
  if (!apikey) return null;
  const account = await ctx.apikeys.resolve(apikey);
  return account ?? null;
}

/** The signed-in account of a guarded route (a guard has run). */
export function currentAccount(request: FastifyRequest): AccountRecord {
  if (!request.account) throw new Error('route is missing its guard');
  return request.account;
}
