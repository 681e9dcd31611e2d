// `compose preview <remote> <manifest-url> [--ttl 2h]`: checks a team's build like any composition
// entry, then signs a link that shows it to the one browser that opens it (docs/composition.md,
// "Preview"). The link is signed with PREVIEW_SECRET, the same secret the API checks it with.
import { MAX_PREVIEW_TTL_MS, signPreview, type PreviewGrant } from '../../api/src/lib/preview-token';
import type { Composition } from '../../shared-sdk/src/remote/composition';
import { REMOTE_NAMES } from '../../shared-sdk/src/remote/remote-contract';
import { checkComposition, type CheckContext, type CheckRow } from './check';
import { parseSince } from './report';

export const DEFAULT_PREVIEW_TTL = '2h';

/** A preview's lifetime from `--ttl` (15m, 2h, 1d), at most a week; null when it is not one. */
export function parseTtl(text: string): number | null {
  const ms = parseSince(text);
  return ms !== null && ms <= MAX_PREVIEW_TTL_MS ? ms : null;
}

export interface PreviewRequest {
  remote: string;
  /** As the team gave it: absolute, or a path on the store's origin. */
  manifest: string;
  ttlMs: number;
  /** The store's public origin (--origin, else PUBLIC_URL). */
  origin: string | undefined;
  /** PREVIEW_SECRET. */
  secret: string | undefined;
}

export interface PreviewOutcome {
  row: CheckRow;
  /** The link to open, when the build passes the checks. */
  link?: string;
  grant?: PreviewGrant;
}

/** Why a request cannot be signed at all (before any check), or undefined. */
export function previewRequestProblem(request: PreviewRequest): string | undefined {
  if (!(REMOTE_NAMES as readonly string[]).includes(request.remote)) return `the remote must be one of ${REMOTE_NAMES.join(', ')}`;
  if (!request.secret || request.secret.length < 32) return 'PREVIEW_SECRET must be set (at least 32 characters), the same as the API has';
  if (!request.origin || !URL.canParse(request.origin)) return "the store's origin is needed: --origin https://shop.example, or PUBLIC_URL";
  return undefined;
}

/**
 * Checks the build in the composition's place for its remote (the shell's checks: name, exposes,
 * shared-sdk major, server build), then signs the grant. Nothing is signed for a build that fails.
 */
export async function previewBuild(
  request: PreviewRequest,
  composition: Composition,
  context: CheckContext,
  now: number = Date.now(),
): Promise<PreviewOutcome> {
  const remote = request.remote as PreviewGrant['remote'];
  // Checked where it is read from as given (a path: the folders npm start serves, or --mount);
  // signed as the browser will load it, on the store's origin.
  const manifest = new URL(request.manifest, request.origin).href;
  const candidate: Composition = { ...composition, remotes: { ...composition.remotes, [remote]: { manifest: request.manifest } } };
  const rows = await checkComposition(candidate, context);
  const row = rows.find((checked) => checked.remote === remote)!;
  if (row.problems.length) return { row };
  const version = /^\S+/.exec(row.version)?.[0];
  const grant: PreviewGrant = { remote, manifest, version: version && version !== '?' ? version : null, expiresAt: now + request.ttlMs };
  const origin = request.origin!.replace(/\/+$/, '');
  return { row, grant, link: `${origin}/preview?token=${encodeURIComponent(signPreview(grant, request.secret!))}` };
}
