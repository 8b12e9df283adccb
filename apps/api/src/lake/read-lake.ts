/** Errors of the read layer as HTTP answers: the one mapping every route over the lake uses. */
import { ReadError } from '@moodwire/warehouse';
import { HttpError } from '../http-error';
import { NO_LAKE_ERROR } from './open-lake';

export function badParameter(parameter: string, reason: string): HttpError {
  return new HttpError(400, `Invalid parameter '${parameter}': ${reason}`);
}

/** Runs a read; its bad requests become 400s naming `parameter`, a missing lake the 503 of spec §7. */
export async function readLake<T>(parameter: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ReadError) {
      if (error.code === 'bad_request') throw badParameter(parameter, error.message);
      if (error.code === 'no_lake') throw new HttpError(503, NO_LAKE_ERROR);
      throw new HttpError(404, 'Not found', { message: error.message });
    }
    throw error;
  }
}
