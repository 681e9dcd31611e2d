import { z } from 'zod';
import { fieldMessage } from '../../lib/validation-messages.js';
import { buildVersion, manifestUrl } from './report-fields.js';

export const REMOTE_NAMES = ['catalog', 'cart', 'account', 'auth'] as const;
export const LOAD_PHASES = ['manifest', 'entry', 'contract', 'module', 'refused', 'timeout'] as const;

/** One remote load as the shell reports it (shell/src/composition/load-reporter.ts). */
const remoteLoad = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    version: buildVersion,
    manifest: manifestUrl,
    canary: z.boolean(),
    /** How the build was served (shell 2.4 on); a preview's loads are kept apart (docs/composition.md). */
    served: z.enum(['stable', 'canary', 'preview']).nullish(),
    duration_ms: z.number().int().min(0).max(600_000),
    outcome: z.enum(['ok', 'failed']),
    phase: z.enum(LOAD_PHASES).nullish(),
  })
  // A shell that says how the build was served calls it a canary exactly when it was served as one.
  .superRefine((load, ctx) => {
    if (load.served && load.canary !== (load.served === 'canary')) {
      ctx.addIssue({ code: 'custom', path: ['canary'], message: fieldMessage('validation.selected_invalid', { path: ['canary'] }) });
    }
  });

/** POST /api/telemetry/remote-loads: a batch (a beacon) of loads. */
export const remoteLoadsBody = z.object({ loads: z.array(remoteLoad).min(1).max(50) });

export type RemoteLoadsBody = z.infer<typeof remoteLoadsBody>;
