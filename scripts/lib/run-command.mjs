import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { pipeWithPrefix } from './child-process.mjs';

/**
 * Runs a command to completion, streaming its output (with `prefix` before each line when given, otherwise
 * straight through), and resolves with its exit code and duration. Never rejects: a command that cannot be
 * spawned resolves with code 127 so callers report it like any other failure.
 */
export function runCommand(command, args, { cwd, env = process.env, prefix } = {}) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    });
    if (prefix) {
      pipeWithPrefix(child.stdout, process.stdout, prefix);
      pipeWithPrefix(child.stderr, process.stderr, prefix);
    }
    child.on('error', (error) => {
      process.stderr.write(`could not run ${command}: ${error.message}\n`);
      resolve({ code: 127, durationMs: performance.now() - startedAt });
    });
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 128 : 1), durationMs: performance.now() - startedAt });
    });
  });
}
