import type { FastifyPluginAsync } from 'fastify';
import { fieldDataRoutes } from './field-data.js';
import { remoteLoadRoutes } from './remote-loads.js';

/**
 * The shell's beacons under /api/telemetry (docs/composition.md): remote loads (remote-loads.ts),
 * page views and remote errors (field-data.ts), each judging the canaries it concerns. They share
 * `app.telemetry`, so plugins/remote-telemetry/ registers first.
 */
export const telemetryRoutes: FastifyPluginAsync = async function telemetryRoutes(app) {
  await app.register(remoteLoadRoutes);
  await app.register(fieldDataRoutes);
};
