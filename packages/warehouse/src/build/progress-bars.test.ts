import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgressBars } from './progress-bars';

/** A stream that is not a terminal (a log file, CI), keeping what is written. */
function captured(): { stream: NodeJS.WriteStream; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream: stream as unknown as NodeJS.WriteStream, text: () => text };
}

describe('the data CLI progress bars', () => {
  it('without a terminal writes each stage where it starts and where it ends, not every step', () => {
    const { stream, text } = captured();
    const bars = createProgressBars(stream);
    for (let day = 0; day <= 40; day++) bars.onProgress({ stage: 'scoring', done: day, total: 40 });
    bars.onProgress({ stage: 'publishing', done: 0, total: 1 });
    bars.onProgress({ stage: 'publishing', done: 1, total: 1 });
    const lines = text()
      .split('\n')
      .filter((line) => line !== '');
    expect(lines).toEqual([
      `scoring    [${'.'.repeat(30)}] 0%`,
      `scoring    [${'#'.repeat(30)}] 100%`,
      `publishing [${'.'.repeat(30)}] 0%`,
      `publishing [${'#'.repeat(30)}] 100%`,
    ]);
  });

  it('ends a stage left unfinished when stopped (a failed build), so no timer keeps the process alive', () => {
    const { stream, text } = captured();
    const bars = createProgressBars(stream);
    bars.onProgress({ stage: 'scoring', done: 3, total: 10 });
    bars.stop();
    expect(text()).toContain('scoring    [#########.....................] 30%');
    bars.stop(); // stopping twice is harmless
  });
});
