/**
 * answerFromLake for a route that has nothing to check against the build before its read (a list of the build's
 * classes, companies or assets): it takes the current build and hands it to the read.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerFromLake } from '../lake/answer-from-lake';
import type { LakeView, LoadedLake } from '../lake/open-lake';

export interface CurrentLakeCall {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The read's bad requests become 400s naming this parameter (see answerFromLake). */
  parameter?: string;
}

export async function answerFromCurrentLake<T>(
  lakes: LakeView,
  call: CurrentLakeCall,
  read: (lake: LoadedLake) => Promise<T>,
): Promise<FastifyReply> {
  const lake = await lakes.current();
  return answerFromLake({ ...call, lakes, lake, read: () => read(lake) });
}
