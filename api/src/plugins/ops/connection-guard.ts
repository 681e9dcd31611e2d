import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import proxyAddr from 'proxy-addr';
import type { ConnectionLimits } from '../../config.js';

/** A refused address is logged at most this often (a flood refuses thousands of connections a second). */
const LOG_EVERY_MS = 60_000;

export interface ConnectionGuardOptions {
  limits: ConnectionLimits;
  trustProxy: boolean | string;
}

/**
 * One client must not take every connection (docs/operating.md, "Connections"): enough idle sockets
 * from one address stop the server accepting, with nothing in the log (docs/probes.md, "Floods"). Each address
 * may hold `perAddress` open connections; one more is closed as soon as it is accepted, counted
 * (storefront_connections_refused_total) and logged once a minute per address with how many were
 * refused. A trusted proxy's address is not limited (every client comes through it); the proxy
 * limits its clients. Idle keep-alive and head-less connections are closed sooner than Node's
 * defaults (app.ts: KEEP_ALIVE_TIMEOUT_MS, HEADERS_TIMEOUT_MS).
 */
export const connectionGuard = fp(
  async function connectionGuard(app: FastifyInstance, { limits, trustProxy }: ConnectionGuardOptions) {
    const trusted = trustedProxy(trustProxy);
    const open = new Map<string, number>();
    const refusedSince = new Map<string, { count: number; loggedAt: number }>();
    app.server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress;
      if (!address || trusted(address)) return;
      const count = (open.get(address) ?? 0) + 1;
      if (count > limits.perAddress) {
        socket.destroy();
        app.metrics.connectionsRefused.inc({ reason: 'per_address' });
        noteRefusal(address);
        return;
      }
      open.set(address, count);
      // One that stays silent is Node's to close: its headers timeout runs from the moment the
      // connection is accepted (app.ts checks it every second), and answers 408 before closing.
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });

    function noteRefusal(address: string): void {
      const now = Date.now();
      const seen = refusedSince.get(address) ?? { count: 0, loggedAt: 0 };
      seen.count += 1;
      refusedSince.set(address, seen);
      if (now - seen.loggedAt < LOG_EVERY_MS) return;
      app.log.warn(
        { address, refused: seen.count, perAddress: limits.perAddress },
        'connections refused: the address holds the most open connections it may',
      );
      refusedSince.set(address, { count: 0, loggedAt: now });
    }
  },
  { name: 'connection-guard', dependencies: ['metrics'] },
);

/** Whether an address is a proxy the app trusts (TRUST_PROXY: true for any, or a list of addresses and ranges). */
function trustedProxy(trustProxy: boolean | string): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (!trustProxy) return () => false;
  const trust = proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
  return (address) => trust(address, 0);
}
