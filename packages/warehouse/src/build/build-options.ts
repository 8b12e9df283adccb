/**
 * Validation of build options (issue #3 'Bad input'): impossible options stop the build with a clear message
 * before anything is written.
 */
import { DAY_MS, formatDay, parseDay, startOfDay } from '@moodwire/domain';
import { SCALES } from '../universe/scales';
import type { ScaleName } from '../universe/types';

export interface BuildRequest {
  scale?: string;
  from?: string;
  to?: string;
  workers?: number | string;
  seed?: string;
}

export interface BuildPlanOptions {
  scale: ScaleName;
  from: string;
  to: string;
  /** First day with hourly rows (the last `hourlyDays` of the range). */
  hourlyFrom: string;
  workers: number;
  seed: string;
}

export class BuildOptionsError extends Error {
  override name = 'BuildOptionsError';
}

const EARLIEST = '1998-01-01';
const MAX_WORKERS = 64;

export function resolveBuildOptions(request: BuildRequest, now: number = Date.now()): BuildPlanOptions {
  const scaleName = request.scale ?? 'demo';
  if (!(scaleName in SCALES)) {
    throw new BuildOptionsError(`unknown scale '${scaleName}' (use ${Object.keys(SCALES).join(', ')})`);
  }
  const scale = SCALES[scaleName as ScaleName];
  const yesterday = startOfDay(now) - DAY_MS;
  const day = (name: 'from' | 'to'): number | undefined => {
    const value = request[name];
    if (value === undefined) return undefined;
    const millis = parseDay(value);
    if (Number.isNaN(millis)) throw new BuildOptionsError(`--${name} '${value}' is not a date (use YYYY-MM-DD)`);
    return millis;
  };
  const fromGiven = day('from');
  const toGiven = day('to');
  const span = (scale.dailyDays - 1) * DAY_MS;
  const to = toGiven ?? (fromGiven !== undefined ? Math.min(fromGiven + span, yesterday) : yesterday);
  const from = fromGiven ?? to - span;
  if (from > to) throw new BuildOptionsError(`--from ${formatDay(from)} is after --to ${formatDay(to)}`);
  if (to > yesterday) {
    throw new BuildOptionsError(`--to ${formatDay(to)} is not a finished day (the latest is ${formatDay(yesterday)})`);
  }
  if (formatDay(from) < EARLIEST) throw new BuildOptionsError(`--from ${formatDay(from)} is before ${EARLIEST}`);
  if ((to - from) / DAY_MS + 1 > 30 * 366) throw new BuildOptionsError('the date range is longer than 30 years');
  let workers = 0;
  if (request.workers !== undefined) {
    workers = Number(request.workers);
    if (!Number.isInteger(workers) || workers < 1 || workers > MAX_WORKERS) {
      throw new BuildOptionsError(`--workers '${request.workers}' must be a whole number from 1 to ${MAX_WORKERS}`);
    }
  }
  const hourlyDays = Math.min(scale.hourlyDays, (to - from) / DAY_MS + 1);
  return {
    scale: scale.name,
    from: formatDay(from),
    to: formatDay(to),
    hourlyFrom: formatDay(to - (hourlyDays - 1) * DAY_MS),
    workers,
    seed: request.seed ?? 'moodwire',
  };
}
