import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Copies a stream line by line to `target`, each line preceded by `prefix`. */
export function pipeWithPrefix(source, target, prefix) {
  const lines = createInterface({ input: source, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => target.write(`${prefix} ${line}\n`));
}

/**
 * Starts a long-running child in its own process group (so `npm run` -> sh -> node all stop together, and a
 * Ctrl-C in the terminal reaches only this script, which then stops the children in order).
 * Returns { name, child, exited: Promise<{code, signal}>, stop(): Promise<void> }.
 */
export function startService({ name, prefix, command, args, cwd, env }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeWithPrefix(child.stdout, process.stdout, prefix);
  pipeWithPrefix(child.stderr, process.stderr, prefix);

  let hasExited = false;
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      hasExited = true;
      process.stderr.write(`${prefix} could not start: ${error.message}\n`);
      resolve({ code: 127, signal: null });
    });
    child.on('exit', (code, signal) => {
      hasExited = true;
      resolve({ code, signal });
    });
  });

  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };

  async function stop(graceMs = 8000) {
    if (hasExited || child.pid === undefined) {
      signalGroup('SIGTERM'); // grandchildren may outlive the npm wrapper
      return;
    }
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
    signalGroup('SIGKILL'); // anything in the group that ignored SIGTERM
  }

  return { name, child, exited, stop, hasExited: () => hasExited };
}
