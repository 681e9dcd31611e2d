import { after } from 'node:test';
import type { Browser } from 'playwright-core';
import type { PGlite } from '@electric-sql/pglite';
import { launchBrowser } from './browser.ts';
import { scaleTimeoutsByLoad } from './load-scaled-timeouts.ts';
import { startNginxOrigin, type StaticOrigin } from './nginx-origin.ts';
import { startServer, type RunningServer } from './server.ts';
import { startServerWithData } from './store-data.ts';

/** How long one thing may take to close before the others are closed without it. */
const CLOSE_BOUND_MS = 20_000;
/** After a close that failed: how long the test runner gets to report before the process ends. */
const EXIT_GRACE_MS = 5_000;

interface Tracked {
  opening: Promise<unknown>;
  close: (value: unknown) => Promise<void>;
  what: string;
}

/**
 * Everything a test file opens (servers and their SMS inboxes, browsers, static origins), closed by
 * one `after` hook whatever its `before` got to. A file's process ends only once nothing it opened is
 * left: with `[server, browser] = await Promise.all([...])`, a server that failed to start rejected
 * the `before` while the browser was still launching, the browser was never assigned, the file's
 * `after` could not close it, and its Chromium kept the file's process, and `npm test`, alive for
 * good (docs/testing.md, "Never hang"). Here each thing is tracked from the moment it starts
 * opening, and the hook waits for whatever is still opening before closing it.
 */
export class FileResources {
  private readonly tracked: Tracked[] = [];

  /** Tracks `opening` (closed with `close` once it has opened) and returns it. */
  track<T>(opening: Promise<T>, close: (value: T) => Promise<void>, what: string): Promise<T> {
    this.tracked.push({ opening, close: close as (value: unknown) => Promise<void>, what });
    return opening;
  }

  server(env?: Record<string, string>): Promise<RunningServer> {
    return this.track(startServer(env), (server) => server.stop(), 'server');
  }

  serverWithData(write: (db: PGlite) => Promise<void>, env?: Record<string, string>): Promise<RunningServer> {
    return this.track(startServerWithData(write, env), (server) => server.stop(), 'server with data');
  }

  /** A browser whose waits stretch with the machine's load (load-scaled-timeouts.ts). */
  browser(): Promise<Browser> {
    const launching = launchBrowser().then((browser) => {
      scaleTimeoutsByLoad(browser);
      return browser;
    });
    return this.track(launching, (browser) => browser.close(), 'browser');
  }

  /** nginx serving release folders at /remotes/<name>/<version>/ (nginx-origin.ts). */
  nginxOrigin(remotes: Record<string, string>): Promise<StaticOrigin> {
    return this.track(startNginxOrigin(remotes), (origin) => origin.stop(), 'nginx origin');
  }

  /**
   * Closes everything, the last opened first, each within CLOSE_BOUND_MS; what failed to open is
   * skipped (it cleaned up after itself). Throws once all are done if any failed to close.
   */
  async closeAll(): Promise<void> {
    const problems: string[] = [];
    for (const { opening, close, what } of this.tracked.splice(0).reverse()) {
      const opened = await opening.then(
        (value) => ({ value }),
        () => undefined,
      );
      if (!opened) continue;
      const closing = close(opened.value);
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), CLOSE_BOUND_MS)));
      const outcome = await Promise.race([closing.then(() => 'closed' as const), bound]).catch((error: unknown) => String(error));
      clearTimeout(timer);
      if (outcome === 'late') problems.push(`the ${what} did not close within ${CLOSE_BOUND_MS / 1000} s`);
      else if (outcome !== 'closed') problems.push(`the ${what} failed to close: ${outcome}`);
    }
    if (problems.length) {
      // What did not close may hold the process open: end it once the runner has had time to report
      // (an unref'd timer fires only if something else keeps the process alive).
      setTimeout(() => process.exit(1), EXIT_GRACE_MS).unref();
      throw new Error(problems.join('; '));
    }
  }
}

/** A FileResources whose closeAll runs in this file's `after` hook. Call it at the file's top level. */
export function resourcesOfThisFile(): FileResources {
  const resources = new FileResources();
  after(() => resources.closeAll());
  return resources;
}
