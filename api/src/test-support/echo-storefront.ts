import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from './test-app.js';

const here = fileURLToPath(import.meta.url);
/** The echo renderer (echo-page-renderer.ts) beside this file's build: .ts from source, .js compiled. */
const ECHO_RENDERER = path.join(path.dirname(here), `echo-page-renderer${path.extname(here)}`);

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request: the path goes on the wire exactly as written ('//host/' included). */
export function get(port: number, rawPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path: rawPath, headers: { accept: 'text/html', ...headers } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The API serving pages rendered by the echo renderer, listening on a port of its own. */
export async function storefront(
  options: { publicUrl?: string; trustProxy?: boolean; previewSecret?: string } = {},
): Promise<{ t: TestApp; port: number; close: () => Promise<void> }> {
  const shellDir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>browser-rendered</title>');
  const t = await createTestApp({
    staticMounts: [{ prefix: '/', dir: shellDir }],
    shellServerEntry: ECHO_RENDERER,
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy ?? false,
    previewSecret: options.previewSecret,
  });
  writeFileSync(t.app.config.compositionFile, '{}');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    port: (t.app.server.address() as AddressInfo).port,
    close: async () => {
      await t.close();
      rmSync(shellDir, { recursive: true, force: true });
    },
  };
}
