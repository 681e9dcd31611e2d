// The phone every "phone" figure of the benches is measured on, in one place so that lighthouse.ts
// and navigation.ts throttle alike: a mid-range handset on a slow mobile network.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Screen and input of the phone: a 390 × 844 CSS-pixel touch screen at 3× density. */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** 4× slower CPU than this machine, 150 ms round trips, 1.6 Mbps down and 750 kbps up. */
export const PHONE_THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/**
 * The slow phone the early-tap tests use (docs/server-rendering.md): 4× slower CPU, 400 ms round
 * trips, 500 kbps both ways. Scripts arrive seconds after the HTML: a shopper taps before hydration.
 */
export const SLOW_PHONE_THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 400,
  downloadBytesPerSecond: (500 * 1024) / 8,
  uploadBytesPerSecond: (500 * 1024) / 8,
} as const;

/** Applies the phone's CPU and network to one page, over CDP (before its first navigation). */
export async function throttleLikePhone(
  context: BrowserContext,
  page: Page,
  throttling: typeof PHONE_THROTTLING | typeof SLOW_PHONE_THROTTLING = PHONE_THROTTLING,
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
}

/** A fresh context (cold cache, no cookies) with one page, sized and throttled like the phone. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  await throttleLikePhone(context, page);
  return { context, page };
}
