import { z } from 'zod';

export const REMOTE_NAMES = ['catalog', 'cart', 'account', 'auth'] as const;
export const LOAD_PHASES = ['manifest', 'entry', 'contract', 'module', 'refused', 'timeout'] as const;

/** One remote load as the shell reports it (shell/src/composition/load-reporter.ts). */
const remoteLoad = z.object({
  remote: z.enum(REMOTE_NAMES),
  version: z.string().max(100).nullish(),
  manifest: z.string().min(1).max(2000),
  canary: z.boolean(),
  /** How the build was served (shell 2.4 on); a preview's loads are kept apart (docs/composition.md). */
  served: z.enum(['stable', 'canary', 'preview']).nullish(),
  duration_ms: z.number().int().min(0).max(600_000),
  outcome: z.enum(['ok', 'failed']),
  phase: z.enum(LOAD_PHASES).nullish(),
});

/** POST /api/telemetry/remote-loads: a batch (a beacon) of loads. */
export const remoteLoadsBody = z.object({ loads: z.array(remoteLoad).min(1).max(50) });

export type RemoteLoadsBody = z.infer<typeof remoteLoadsBody>;
