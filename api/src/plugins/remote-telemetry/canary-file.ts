import { readFile } from 'node:fs/promises';

/** A canary as composition.json names it, its manifest made absolute. */
export interface FileCanary {
  remote: string;
  manifest: string;
  percent: number;
}

type RawEntry = Record<string, unknown> & { canary?: { manifest?: unknown; percent?: unknown } };

/**
 * The canaries in composition.json's text, each manifest resolved against the file's public URL
 * (`base`, e.g. https://shop.example/composition.json): that absolute URL names a canary in reports
 * and aborts, as the browser resolves it. A file that does not parse names none (the shell reports
 * the file's problems itself).
 */
export function canariesIn(text: string, base: string): FileCanary[] {
  const remotes = remotesOf(text);
  if (!remotes) return [];
  const found: FileCanary[] = [];
  for (const [remote, entry] of Object.entries(remotes)) {
    const canary = entry?.canary;
    if (typeof canary?.manifest !== 'string' || typeof canary.percent !== 'number') continue;
    const manifest = URL.parse(canary.manifest, base)?.href;
    if (manifest) found.push({ remote, manifest, percent: canary.percent });
  }
  return found;
}

export function remotesOf(text: string): Record<string, RawEntry | undefined> | null {
  try {
    const parsed = JSON.parse(text) as { remotes?: unknown };
    const remotes = parsed?.remotes;
    return typeof remotes === 'object' && remotes !== null && !Array.isArray(remotes) ? (remotes as Record<string, RawEntry>) : null;
  } catch {
    return null;
  }
}

export async function readCompositionText(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}
