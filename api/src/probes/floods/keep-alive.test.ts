// Idle keep-alive connections (docs/operating.md, "Connections"). A client or proxy that keeps an idle
// connection longer than the server does sends its next request down a connection the server is
// closing, and that request fails ("fetch failed" in a loaded e2e run; an intermittent 502 behind a
// balancer). So the server keeps idle connections longer than the 60 s idle timeouts common in front
// of it, and a kept connection is not cut by the headers timeout while it waits: Node starts that
// timeout at the first byte of each request, not at the end of the previous answer.
import assert from 'node:assert/strict';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { before, describe, it } from 'node:test';
import { loadConfig } from '../../config.js';
import { appForSuite } from '../../test-support/test-app.js';

/** The idle timeout of the usual proxies (AWS's application load balancers, nginx's upstream keepalive_timeout). */
const PROXY_IDLE_TIMEOUT_MS = 60_000;

describe('idle keep-alive connections', () => {
  it('are kept longer than the proxies in front keep theirs, by default', () => {
    const { connections } = loadConfig({});
    assert.ok(
      connections.keepAliveTimeoutMs > PROXY_IDLE_TIMEOUT_MS,
      `KEEP_ALIVE_TIMEOUT_MS ${connections.keepAliveTimeoutMs} ms is not above a proxy's ${PROXY_IDLE_TIMEOUT_MS} ms`,
    );
  });

  describe('with a headers timeout far shorter than the keep-alive', () => {
    const HEADERS_TIMEOUT_MS = 300;
    const t = appForSuite({ connections: { perAddress: 256, keepAliveTimeoutMs: 60_000, headersTimeoutMs: HEADERS_TIMEOUT_MS } });
    let port: number;
    before(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    /** Writes one request on `socket` and resolves with the status line of its answer. */
    function ask(socket: Socket): Promise<string> {
      return new Promise((resolve, reject) => {
        let text = '';
        const onData = (chunk: Buffer) => {
          text += chunk.toString('latin1');
          const head = text.indexOf('\r\n\r\n');
          const length = /\r\ncontent-length: (\d+)/i.exec(text)?.[1];
          if (head >= 0 && length !== undefined && text.length >= head + 4 + Number(length)) {
            socket.off('data', onData);
            socket.off('close', onClose);
            resolve(text.slice(0, text.indexOf('\r\n')));
          }
        };
        const onClose = () => reject(new Error(`the server closed the connection; it had sent: ${JSON.stringify(text.slice(0, 200))}`));
        socket.on('data', onData);
        socket.once('close', onClose);
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      });
    }

    it('serve the next request on the same connection after idling well past the headers timeout', async () => {
      const socket = connect({ host: '127.0.0.1', port });
      await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      try {
        assert.equal(await ask(socket), 'HTTP/1.1 200 OK');
        // Node checks its timeouts every second (connectionsCheckingInterval in app.ts): two checks pass.
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        assert.equal(socket.destroyed, false, 'the idle connection was closed');
        assert.equal(await ask(socket), 'HTTP/1.1 200 OK');
      } finally {
        socket.destroy();
      }
    });
  });
});
