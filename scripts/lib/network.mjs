import { createServer, Socket } from 'node:net';

/** True when something accepts TCP connections on host:port. */
export function isPortInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = new Socket();
    const finish = (inUse) => {
      socket.destroy();
      resolve(inUse);
    };
    socket.setTimeout(1000);
    socket.once('connect', () => finish(true));
    socket.once('timeout', () => finish(false));
    socket.once('error', () => finish(false));
    socket.connect(port, host);
  });
}

/** A TCP port that is free right now (the OS picks it). */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Polls `url` until it answers 2xx. Resolves true when it does, false when `deadlineMs` passes or
 * `shouldGiveUp()` turns true (for example because the server process died).
 */
export async function waitForUrl(url, { deadlineMs, shouldGiveUp = () => false, intervalMs = 300 }) {
  const giveUpAt = Date.now() + deadlineMs;
  while (Date.now() < giveUpAt) {
    if (shouldGiveUp()) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
      await response.arrayBuffer();
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
