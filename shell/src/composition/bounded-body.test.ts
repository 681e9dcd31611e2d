/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_MANIFEST_BOUNDS, boundedResponse, serverManifestBounds } from './bounded-body';

const BOUNDS = { maxBytes: 64 * 1024, totalMs: 1_000 };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/big') {
      // No Content-Length: the size shows only as it arrives.
      response.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      let sent = 0;
      const more = () => {
        while (sent < 50 * 1024 * 1024 && response.write(chunk)) sent += chunk.length;
        if (sent < 50 * 1024 * 1024) response.once('drain', more);
        else response.end();
      };
      more();
    } else if (request.url === '/declared') {
      response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) });
      response.write('{');
    } else if (request.url === '/drip') {
      response.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => response.write(' '), 100);
      response.on('close', () => clearInterval(timer));
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"catalog"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const read = async (path: string) => {
  const started = Date.now();
  return boundedResponse(`${base}${path}`, await fetch(`${base}${path}`), BOUNDS, started);
};

describe('boundedResponse', () => {
  it('hands on a body within its bounds, whole', async () => {
    expect(await (await read('/manifest')).json()).toEqual({ name: 'catalog' });
  });

  it('refuses a body larger than its bound as it arrives, and one that declares it', async () => {
    await expect(read('/big')).rejects.toThrow(/more than the 65536 bytes/);
    await expect(read('/declared')).rejects.toThrow(/10485760 bytes, more than the 65536/);
  });

  it('gives up on a body still dripping at its deadline', async () => {
    const started = Date.now();
    await expect(read('/drip')).rejects.toThrow(/did not arrive within 1000 ms/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('serverManifestBounds', () => {
  it('gives a manifest read as long as the remote has to load, and never less than its own 5 s', () => {
    expect(serverManifestBounds(2500)).toEqual(SERVER_MANIFEST_BOUNDS);
    expect(serverManifestBounds(25_000)).toEqual({ maxBytes: SERVER_MANIFEST_BOUNDS.maxBytes, totalMs: 25_000 });
  });
});
