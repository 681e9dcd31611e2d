import { createServer } from 'node:net';

/** A port nobody listens on now; each server a benchmark starts gets its own, so a slow exit never collides. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
