import { Readable } from 'node:stream';

/**
 * A page renderer for the API's tests (the shell's server build is the real one, tested in e2e): it
 * writes into the page everything it was given, and links to it the way the shell's head does, so a
 * test sees what a kept page was rendered for. `renders` counts its renders across the process.
 */
export const renders = { count: 0 };

interface EchoRequest {
  path: string;
  origin: string;
  locale: string;
  localeSource: string;
}

export async function createPageRenderer() {
  return {
    async render(request: EchoRequest) {
      renders.count += 1;
      const canonical = new URL(request.path, request.origin).href;
      const html = `<!doctype html><html lang="${request.locale}"><head><link rel="canonical" href="${canonical}"></head><body><pre id="given">${JSON.stringify(request)}</pre></body></html>`;
      return { status: 200, complete: true, body: Readable.from([html]) };
    },
  };
}
