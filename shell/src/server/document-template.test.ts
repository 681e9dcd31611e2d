import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readTemplate } from './document-template';

test("a server-rendered page keeps the built page's scripts, the early-taps script and the styles", () => {
  const html = `<!doctype html><html><head>
<meta name="viewport" content="width=device-width">
<title>Storefront</title>
<script id="early-taps">(function () {})();</script>
<style id="base-styles">body{margin:0}</style>
<script defer="defer" src="/main.1234.js"></script>
<link rel="preload" as="image" href="/not-ours.png">
</head><body><div id="root"><div class="boot-bar"></div></div></body></html>`;
  const { headTags } = readTemplate(html);
  expect(headTags).toContain('<script id="early-taps">(function () {})();</script>');
  expect(headTags).toContain('<script defer="defer" src="/main.1234.js"></script>');
  expect(headTags).toContain('<style id="base-styles">');
  expect(headTags).not.toContain('<title>');
  expect(headTags).not.toContain('not-ours.png');
});

test('a page of islands gets the preloads the build wrote into the islands-boot template, and no other page does', () => {
  const html = `<!doctype html><html><head>
<script defer="defer" src="/main.1234.js"></script>
<template id="islands-boot"><link rel="preload" as="script" href="/903.ab.js"><link rel="preload" as="script" href="/islands.cd.js"><script src="/not-a-preload.js"></script></template>
</head><body></body></html>`;
  const { headTags, islandsBoot } = readTemplate(html);
  expect(islandsBoot.split('\n')).toEqual([
    '<link rel="preload" as="script" href="/903.ab.js">',
    '<link rel="preload" as="script" href="/islands.cd.js">',
  ]);
  expect(headTags).not.toContain('903.ab.js');
  expect(headTags).not.toContain('not-a-preload.js');
});

test("the shell's index.html links the store's icons, and server-rendered pages keep those links", () => {
  const html = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
  const icons = [...readTemplate(html).headTags.matchAll(/<link\s+rel="[^"]*icon"[^>]*>/g)].map((match) => match[0]);
  // The API answers both from the store's settings (api/src/routes/media/favicon.ts).
  expect(icons).toEqual(['<link rel="icon" href="/favicon.ico" />', '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />']);
});
