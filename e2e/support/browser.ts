import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ARTIFACTS } from './paths.ts';

/**
 * Debian's chromium, headless, with the flags this machine needs (docs/toolchain.md#traps). playwright-core gives
 * every launch a fresh temporary profile.
 */
export async function launchBrowser(): Promise<Browser> {
  const home = join(ARTIFACTS, 'chromium-home');
  mkdirSync(home, { recursive: true });
  // Chromium writes to ~/.config and ~/.cache whatever the profile says; keep that inside the project.
  process.env.HOME = home;
  process.env.XDG_CONFIG_HOME = join(home, '.config');
  process.env.XDG_CACHE_HOME = join(home, '.cache');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
