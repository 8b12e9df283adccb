/**
 * Runs the scoring of many days on a pool of worker threads and hands the partials to the caller strictly in day
 * order (a reorder buffer), so that the aggregation adds them in the same order whatever the number of workers.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CorpusPlan } from '../corpus/generate-corpus';
import type { DayPartial } from './score-day';
import type { DayTask, WorkerInput } from './score-worker';

export interface ScoreDaysOptions {
  plan: CorpusPlan;
  tasks: DayTask[];
  /** Worker threads (default: the machine's cores). */
  workers?: number;
  simulate: boolean;
  /** Outlets whose generated documents are left out (the sources tool). */
  disabledSources?: readonly string[];
  /** Called once per task, in task order. */
  onPartial: (partial: DayPartial) => void;
}

export function defaultWorkerCount(): number {
  return Math.max(1, availableParallelism());
}

function startWorker(input: WorkerInput): Worker {
  const entry = new URL(`./score-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url).href;
  if (!entry.endsWith('.ts')) return new Worker(new URL(entry), { workerData: input });
  // Under tsx (tests, `npm run data`) the worker needs the TypeScript loader registered before its entry loads.
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData: input });
}

export async function scoreDays(options: ScoreDaysOptions): Promise<void> {
  const { tasks } = options;
  if (tasks.length === 0) return;
  const count = Math.max(1, Math.min(options.workers ?? defaultWorkerCount(), tasks.length));
  const workers: Worker[] = [];
  const done = new Map<number, DayPartial>();
  let next = 0;
  let delivered = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const fail = (error: Error) => {
        if (failed) return;
        failed = true;
        reject(error);
      };
      const dispatch = (worker: Worker) => {
        if (next >= tasks.length) return;
        const task = tasks[next++] as DayTask;
        worker.postMessage(task);
      };
      for (let w = 0; w < count; w++) {
        const worker = startWorker({
          plan: options.plan,
          simulate: options.simulate,
          disabledSources: [...(options.disabledSources ?? [])],
        });
        workers.push(worker);
        worker.on('error', fail);
        worker.on('exit', (code) => {
          if (code !== 0 && delivered < tasks.length) fail(new Error(`a scoring worker stopped (exit code ${code})`));
        });
        worker.on('message', (message: { ready?: true; partial?: DayPartial; error?: string }) => {
          if (failed) return;
          if (message.error) return fail(new Error(`scoring failed: ${message.error}`));
          // Two days in flight per worker, so that it never waits for the round trip.
          if (message.ready) dispatch(worker);
          if (message.partial) {
            done.set(message.partial.day, message.partial);
            // Deliver every partial that is next in task order.
            for (;;) {
              const task = tasks[delivered];
              const partial = task ? done.get(task.day) : undefined;
              if (!partial) break;
              done.delete(partial.day);
              delivered++;
              try {
                options.onPartial(partial);
              } catch (error) {
                return fail(error as Error);
              }
            }
            if (delivered === tasks.length) return resolve();
          }
          dispatch(worker);
        });
      }
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
