import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { say } from './console.mjs';
import { runCommand } from './run-command.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// better-sqlite3 compiles from source when no prebuilt binary can be fetched (no internet here): let
// node-gyp use every core for it.
const INSTALL_ENV = { ...process.env, JOBS: process.env.JOBS ?? 'max' };

/** The workspace folders of the root package.json (only the `dir/*` patterns this repository uses). */
export function listWorkspaces(root) {
  const patterns = readJson(join(root, 'package.json')).workspaces ?? [];
  const folders = [];
  for (const pattern of patterns) {
    if (pattern.endsWith('/*')) {
      const parent = join(root, pattern.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent, { withFileTypes: true })) {
        if (entry.isDirectory() && existsSync(join(parent, entry.name, 'package.json'))) {
          folders.push(join(parent, entry.name));
        }
      }
    } else if (existsSync(join(root, pattern, 'package.json'))) {
      folders.push(join(root, pattern));
    }
  }
  return folders;
}

function isResolvable(name, folder, root) {
  return (
    existsSync(join(folder, 'node_modules', name, 'package.json')) ||
    existsSync(join(root, 'node_modules', name, 'package.json'))
  );
}

/**
 * What an install would fix: declared dependencies that are absent from node_modules, and native add-ons
 * that were not built (npm 11 runs install scripts only for the packages in "allowScripts").
 */
export function findMissingDependencies(root) {
  const missing = [];
  for (const folder of [root, ...listWorkspaces(root)]) {
    const manifest = readJson(join(folder, 'package.json'));
    const declared = { ...manifest.dependencies, ...manifest.devDependencies };
    for (const name of Object.keys(declared)) {
      if (!isResolvable(name, folder, root)) missing.push(name);
    }
    if ('better-sqlite3' in declared && isResolvable('better-sqlite3', folder, root)) {
      // Loading the add-on is the only reliable proof that its native build ran.
      const probe = spawnSync(
        process.execPath,
        ['-e', "const D = require('better-sqlite3'); new D(':memory:').close()"],
        { cwd: folder, encoding: 'utf8' },
      );
      if (probe.status !== 0) missing.push('better-sqlite3 (native add-on not built)');
    }
  }
  return [...new Set(missing)];
}

/** Runs `npm ci` with its output held back: on success it is replayed, on failure only npm's reason is shown
 * (npm appends its whole usage text to a refused lock file, which buries the reason). */
function runNpmCi(root) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: root,
      env: INSTALL_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      const output = Buffer.concat(chunks).toString('utf8');
      if (code === 0) {
        process.stdout.write(output);
        resolve(true);
        return;
      }
      const reason = output
        .split('\n')
        .filter((line) => /^npm error (code|`npm ci`|Missing|Invalid|network|\S+ ERR)/.test(line))
        .slice(0, 6);
      process.stdout.write(`${(reason.length > 0 ? reason : output.split('\n').slice(-15)).join('\n')}\n`);
      resolve(false);
    });
  });
}

/**
 * Installs dependencies when something is missing. `npm ci` first (exactly the lock file); when npm refuses
 * the lock file, `npm install`, which resolves from the same lock file. On these machines the registry
 * mirror lacks some other-platform optional packages that `npm ci` insists on listing, so the fallback is
 * expected there. Returns true when everything is in place afterwards.
 */
export async function ensureDependencies(root, scope) {
  const before = findMissingDependencies(root);
  if (before.length === 0) {
    say(scope, 'dependencies: installed');
    return true;
  }
  const shown = before.slice(0, 5).join(', ') + (before.length > 5 ? `, and ${before.length - 5} more` : '');
  say(scope, `dependencies: missing ${shown}; running npm ci`);
  if (!(await runNpmCi(root))) {
    say(scope, 'npm ci refused (reason above); trying npm install, which keeps the locked versions');
    const install = await runCommand('npm', ['install', '--no-audit', '--no-fund'], {
      cwd: root,
      env: INSTALL_ENV,
    });
    if (install.code !== 0) {
      say(scope, 'npm install failed; cannot continue without dependencies');
      return false;
    }
  }
  const after = findMissingDependencies(root);
  if (after.length > 0) {
    say(scope, `still missing after the install: ${after.join(', ')}`);
    return false;
  }
  say(scope, 'dependencies: installed');
  return true;
}
