/**
 * A web call about one asset (the asset page's calls, prices, the public teaser): the build, the asset the query
 * names in the class it names (`resolveAsset`: its 404 and 400s, and the data permission of the class it reads),
 * the asset's record as every such answer starts with it, and the answer keyed by the caller's variant (a group
 * may be an admin's watchlist).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { LakeView } from '../../lake/open-lake';
import { type CallAnswer, type LakeCall, openLakeCall } from '../lake-call';
import {
  type AssetRecord,
  type ResolveAssetOptions,
  type ResolvedAsset,
  resolveAsset,
  toAssetRecord,
} from './web-assets';

export interface AssetCall extends LakeCall, ResolvedAsset {
  /** The asset's reference fields in the class the call is about. */
  record: AssetRecord;
}

export interface AssetCallOptions {
  ctx: AppContext;
  lakes: LakeView;
  request: FastifyRequest;
  reply: FastifyReply;
}

export async function openAssetCall(call: AssetCallOptions, asset: ResolveAssetOptions): Promise<AssetCall> {
  const { lake, answer } = await openLakeCall(call.lakes, call.request, call.reply);
  const resolved = await resolveAsset(call.ctx, call.request, lake, asset);
  return {
    ...resolved,
    lake,
    record: toAssetRecord(resolved.asset, resolved.classCode),
    answer: <T>(options: CallAnswer<T>) => answer({ variant: resolved.variant, ...options }),
  };
}
