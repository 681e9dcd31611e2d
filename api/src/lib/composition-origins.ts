import { readFileSync, statSync } from 'node:fs';

/**
 * The origins of the remotes composition.json names with absolute URLs (a CDN, another host). The
 * page must be allowed to load scripts and fetch manifests from them, and ops edit the file without
 * restarting us, so the answer follows the file (re-read when its mtime changes).
 */
export function compositionOriginsReader(file: string): () => string[] {
  let seenMtime = -1;
  let origins: string[] = [];
  return () => {
    let mtime: number;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (mtime !== seenMtime) {
      seenMtime = mtime;
      origins = readOrigins(file);
    }
    return origins;
  };
}

function readOrigins(file: string): string[] {
  try {
    const composition = JSON.parse(readFileSync(file, 'utf8')) as {
      remotes?: Record<string, { manifest?: unknown; canary?: { manifest?: unknown } }>;
    };
    const origins = new Set<string>();
    // A canary's build is as likely to be on a CDN as the stable one (docs/deploying.md): its buckets load it from there.
    const manifests = Object.values(composition.remotes ?? {}).flatMap((remote) => [remote?.manifest, remote?.canary?.manifest]);
    for (const manifest of manifests) {
      if (typeof manifest !== 'string') continue;
      const url = URL.parse(manifest);
      if (url && (url.protocol === 'https:' || url.protocol === 'http:')) origins.add(url.origin);
    }
    return [...origins];
  } catch {
    // A broken file is the shell's to report (its error page); the CSP just adds nothing.
    return [];
  }
}
