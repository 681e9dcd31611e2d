import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ARTIFACTS } from './paths.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';

/**
 * Chromium 156 builds its address bar's popup as web pages (WebUI) for every new window, headless
 * too: CPU in every browser context spent on pages no test looks at (docs/testing.md has the
 * measurements). All three must go.
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * playwright-core starts Chromium with a --disable-features list of its own, and Chromium keeps only
 * the last --disable-features it is given: ours repeats playwright-core's (1.65's, in its
 * chromiumSwitches), which every launch checks (assertDefaultsKept).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
const DISABLE_FEATURES = '--disable-features=';

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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_FLAGS, DISABLE_FEATURES + [...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')],
  });
  try {
    assertDefaultsKept();
  } catch (error) {
    await browser.close();
    throw error;
  }
  blockServiceWorkersUnlessAsked(browser);
  return browser;
}

/**
 * Fails when playwright-core disabled a feature that our --disable-features, which replaces its
 * list, leaves on: a playwright-core upgrade that changes the list names what to add here. Reads the
 * command lines of the Chromium processes this process started (Linux's /proc).
 */
function assertDefaultsKept(): void {
  for (const args of childCommandLines()) {
    const lists = args.filter((arg) => arg.startsWith(DISABLE_FEATURES)).map((arg) => arg.slice(DISABLE_FEATURES.length).split(','));
    const [defaults, ...ours] = lists;
    if (!defaults || ours.length === 0) continue;
    const kept = new Set(ours.at(-1));
    const dropped = defaults.filter((feature) => !kept.has(feature));
    if (dropped.length) {
      throw new Error(
        `playwright-core now disables ${dropped.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES in e2e/support/browser.ts.`,
      );
    }
  }
}

/** The argument lists of this process's child processes (none where there is no /proc to read them from). */
function childCommandLines(): string[][] {
  const lines: string[][] = [];
  if (!existsSync('/proc')) return lines;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid) lines.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0'));
    } catch {
      // The process ended while we looked.
    }
  }
  return lines;
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

/**
 * What the page complains of from now on: its console's errors and warnings (a hydration mismatch,
 * a failed chunk) and its uncaught errors, in order. The list fills as the page runs.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !isPlaywrightNotice(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** What Playwright itself writes in a page's console when it blocks the store's service worker (below). */
export const WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** A console message of Playwright's, not the page's. */
export function isPlaywrightNotice(text: string): boolean {
  return text === WORKER_BLOCKED;
}

/**
 * The store's service worker (docs/pwa.md) runs only in the contexts that ask for it
 * (`serviceWorkers: 'allow'`: offline.test.ts, the swap with the worker installed in
 * composition-deployments.test.ts): a worker answers a page's requests itself, past `page.route`, with
 * which many tests hold or break a file, and registers at idle, partway through a test.
 */
function blockServiceWorkersUnlessAsked(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
}
