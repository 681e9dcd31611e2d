import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keptBucket, compositionBase } from './canary-composition.js';
import { canariesIn, readCompositionText, remotesOf, type FileCanary } from './canary-file.js';

/** A remote build as a report names it: the remote, its manifest's absolute URL, and how it was served. */
export interface ReportedBuild {
  remote: string;
  manifest: string;
  served: string;
}

/**
 * What composition.json says of the builds a report names, for the browser that sent it
 * (docs/composition.md, "What a client can still do").
 */
export interface ServedBuilds {
  /**
   * The file names the build (its stable build, or its canary, aborted or not) or it is this
   * browser's preview: its field-data keys are in the budget nothing else spends.
   */
  names(build: ReportedBuild): boolean;
  /**
   * The store serves the build to this browser now: the stable build, or the canary when the
   * browser's bucket is below the share and the canary is not aborted. Only such page views and loads
   * are judged. A preview is never judged; without a bucket only a remote without a canary is known.
   */
  serves(build: ReportedBuild): boolean;
  /** The file's canaries that are not aborted, each with its remote's stable build: what the rules judge. */
  liveCanaries: Array<FileCanary & { stable: string }>;
}

interface Entry {
  stable: string | null;
  canary: { manifest: string; percent: number; aborted: boolean } | null;
}

/**
 * `text` (composition.json as it is now, null when it cannot be read) for a browser in `bucket`
 * (null without the cookie) holding `preview` (null without one), its manifests resolved against
 * `base` as the browser resolves them.
 */
export async function servedBuilds(
  text: string | null,
  base: string,
  bucket: number | null,
  preview: { remote: string; manifest: string } | null,
  isAborted: (remote: string, manifest: string) => Promise<boolean>,
): Promise<ServedBuilds> {
  const entries = new Map<string, Entry>();
  for (const [remote, entry] of Object.entries((text && remotesOf(text)) || {})) {
    const stable = typeof entry?.manifest === 'string' ? (URL.parse(entry.manifest, base)?.href ?? null) : null;
    entries.set(remote, { stable, canary: null });
  }
  for (const canary of text ? canariesIn(text, base) : []) {
    const aborted = await isAborted(canary.remote, canary.manifest);
    entries.set(canary.remote, { stable: entries.get(canary.remote)?.stable ?? null, canary: { ...canary, aborted } });
  }
  const canaryServed = ({ canary }: Entry) => Boolean(canary && !canary.aborted && bucket !== null && bucket < canary.percent);
  return {
    names(build) {
      if (build.served === 'preview') return preview?.remote === build.remote && preview.manifest === build.manifest;
      const entry = entries.get(build.remote);
      return build.served === 'canary' ? entry?.canary?.manifest === build.manifest : entry?.stable === build.manifest;
    },
    serves(build) {
      const entry = entries.get(build.remote);
      if (!entry || build.served === 'preview') return false;
      if (build.served === 'canary') return entry.canary?.manifest === build.manifest && canaryServed(entry);
      if (entry.stable !== build.manifest) return false;
      // The stable build goes to every bucket a live canary does not take; whose bucket is unknown is not judged.
      return !entry.canary || entry.canary.aborted || (bucket !== null && !canaryServed(entry));
    },
    liveCanaries: [...entries].flatMap(([remote, { stable, canary }]) =>
      canary && stable && !canary.aborted ? [{ remote, manifest: canary.manifest, percent: canary.percent, stable }] : [],
    ),
  };
}

/** servedBuilds for the browser that sent `request`: the file now, its bucket cookie, its preview. */
export async function servedBuildsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  isAborted: (remote: string, manifest: string) => Promise<boolean>,
): Promise<ServedBuilds> {
  const text = await readCompositionText(app.config.compositionFile);
  const preview = app.hasDecorator('previewOf') ? app.previewOf(request) : null;
  return servedBuilds(text, compositionBase(request), keptBucket(request), preview, isAborted);
}
