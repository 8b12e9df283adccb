// The baseline of the Lighthouse measure (issue 16 'beside a bare Next.js page measured in the same run'): a tiny
// Next.js app (one static page: a heading and a paragraph, no client code of its own) generated into
// .scratch/bench-bare-next (git-ignored, inside the repository so that it resolves apps/web's next, react and
// react-dom from the root node_modules), built with `next build` and served by `next start`. Its figures are what
// the framework alone costs on this machine, under the same Chromium and presets.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startService } from '../../scripts/lib/child-process.mjs';
import { findFreePort, waitForUrl } from '../../scripts/lib/network.mjs';
import { runCommand } from '../../scripts/lib/run-command.mjs';

const FILES = {
  'package.json': JSON.stringify({ name: 'bench-bare-next', private: true }, null, 2),
  'next.config.mjs': 'export default { poweredByHeader: false, turbopack: { root: process.env.BARE_NEXT_ROOT } };\n',
  'app/layout.jsx': `export const metadata = { title: 'Bare Next.js page', description: 'The baseline of the Lighthouse bench.' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph, rendered on the server, with the framework's own scripts and nothing else.</p>
    </main>
  );
}
`,
};

/** Builds and starts the bare app; answers its URL and a stop function. */
export async function startBareNextApp({ root }) {
  const dir = join(root, '.scratch', 'bench-bare-next');
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BARE_NEXT_ROOT: root, NEXT_DIST_DIR: '' };
  const { code } = await runCommand(process.execPath, [next, 'build'], { cwd: dir, env, prefix: '[bare build]' });
  if (code !== 0) throw new Error(`next build of the bare page failed (exit ${code})`);
  const port = await findFreePort();
  const service = startService({
    name: 'bare-next',
    prefix: '[bare]',
    command: process.execPath,
    args: [next, 'start', '-p', String(port)],
    cwd: dir,
    env,
  });
  const url = `http://localhost:${port}/`;
  if (!(await waitForUrl(url, { deadlineMs: 60_000, shouldGiveUp: service.hasExited }))) {
    await service.stop();
    throw new Error('next start of the bare page did not answer within 60 s');
  }
  return { url, stop: () => service.stop() };
}
