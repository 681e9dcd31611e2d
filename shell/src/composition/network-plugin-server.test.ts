/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkPlugin } from './network-plugin';

// On the server the whole read of a manifest, every attempt included, ends at one deadline
// (docs/composition.md, "What the server reads"). Judged by what the host saw, not by the clock: a
// second attempt started after the deadline is the bug (a dripping host would hold the page past it).
const BOUNDS = { maxBytes: 64 * 1024, totalMs: 600 };
type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

let server: Server;
let base: string;
const requests: string[] = [];
const open = new Set<NodeJS.Timeout>();

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === '/drip') {
      // The head at once, then a byte now and then, for ever.
      response.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => response.write(' '), 100);
      open.add(timer);
      response.on('close', () => clearInterval(timer));
    }
    // '/silent': no head at all.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const timer of open) clearInterval(timer);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const serverFetch = () =>
  networkPlugin({ integrityOf: () => undefined, inspect: async () => undefined }, fetch, BOUNDS).fetch as unknown as FetchHook;

it.each(['/drip', '/silent'])('gives up on %s at the deadline without starting another attempt', async (path) => {
  requests.length = 0;
  await expect(serverFetch()(`${base}${path}`, {})).rejects.toThrow();
  // Any attempt in flight has been abandoned; a retry would have reached the host by now.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(requests).toEqual([path]);
});
