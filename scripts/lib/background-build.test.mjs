// Run by the root Vitest config (scripts/**/*.test.mjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, it } from 'vitest';
import { isWorthShowing, startBackgroundBuild } from './background-build.mjs';

/** False once a process is gone or a zombie (a container's init may not reap it at once). */
function isRunningProcess(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Linux: the state is the field after the parenthesised command name.
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** A stream keeping what is written. */
function captured() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}

describe('the background demo build', () => {
  it('shows where a stage ends, the publish and errors, not each progress bar or npm’s banner', () => {
    assert.equal(isWorthShowing(`scoring    [${'#'.repeat(9)}${'.'.repeat(21)}] 30%`), false);
    assert.equal(isWorthShowing(`scoring    [${'#'.repeat(30)}] 100%`), true);
    assert.equal(isWorthShowing('> @moodwire/warehouse@0.1.0 data'), false);
    assert.equal(isWorthShowing(''), false);
    assert.equal(isWorthShowing('published build 20261126-023105-demo-3f9c1e: scale demo, 1.2 s'), true);
    assert.equal(isWorthShowing('error: another build is running (process 12)'), true);
  });

  it('reports how it ended, prefixed and filtered', async () => {
    const { stream, text } = captured();
    const script = `console.log('> npm banner'); console.error('derived    [${'#'.repeat(30)}] 100%'); process.exit(3)`;
    const build = startBackgroundBuild({
      command: process.execPath,
      args: ['-e', script],
      prefix: '[demo]',
      output: stream,
    });
    const { code } = await build.exited;
    assert.equal(code, 3);
    assert.equal(build.isRunning(), false);
    assert.equal(text(), `[demo] derived    [${'#'.repeat(30)}] 100%\n`);
  });

  it('stops the whole process group, children included', async () => {
    const { stream, text } = captured();
    // A parent whose child would outlive it (as npm's tsx and the build's node): both must go.
    const script =
      "const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);" +
      " console.log('child ' + c.pid); setInterval(() => {}, 1000)";
    const build = startBackgroundBuild({
      command: process.execPath,
      args: ['-e', script],
      prefix: '[demo]',
      output: stream,
    });
    while (!/child \d+/.test(text())) await new Promise((resolve) => setTimeout(resolve, 50));
    const childPid = Number(/child (\d+)/.exec(text())?.[1]);
    assert.equal(build.isRunning(), true);
    await build.stop(2000);
    assert.equal((await build.exited).signal, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(isRunningProcess(childPid), false);
  });
});
