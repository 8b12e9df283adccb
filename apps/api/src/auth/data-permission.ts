/**
 * The data permission of a class (spec §3 data_perms) checked for a request: the one refusal of the web calls over
 * an ESG class, with the reason the data API gives for a class outside its data permissions.
 */
import {
  type AssetClassCode,
  canReadWebClass,
  missingDataPermissionMessage,
  webDataPermissionOf,
} from '@moodwire/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { HttpError } from '../http-error';
import { toUser } from '../store/account-record';
import { ACCOUNT_ERRORS } from './account-messages';

/** 403 'Permission required' with the reason when the request's account may not read the class's web data. */
export function assertCanReadWebClass(ctx: AppContext, request: FastifyRequest, assetClass: AssetClassCode): void {
  const account = request.account;
  const user = account ? toUser(account, ctx.now()) : null;
  if (canReadWebClass(user, assetClass)) return;
  const product = webDataPermissionOf(assetClass) ?? 'rma';
  throw new HttpError(403, ACCOUNT_ERRORS.permissionRequired, {
    message: missingDataPermissionMessage(product, assetClass),
  });
}
