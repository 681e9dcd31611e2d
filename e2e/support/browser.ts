import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
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

/**
 * Opens `url` and waits until the page takes clicks and keys: the shell marks `<html data-interactive>`
 * once the first page has committed (hydrated, for a server-rendered one). Acting on server-rendered
 * HTML before that does nothing, and a busy CI machine hydrates seconds late.
 */
export async function gotoInteractive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}
