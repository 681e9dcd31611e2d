/**
 * What every server-rendered page keeps from the shell's built index.html: the scripts webpack wrote
 * into it (hashed names change with every build), the early-taps script, the static stylesheet, the
 * styles a page has without JavaScript (`.sf-js-only`, `.sf-no-js-open`) and the icon (a tab's and
 * a home screen's) and theme-colour tags. The rest of the template (its title and boot placeholder) is for pages the
 * browser renders alone.
 */
export interface DocumentTemplate {
  headTags: string;
  /**
   * Preloads of what a page of islands runs before it is interactive (the islands' boot, the
   * header's island): written by the build into a `<template id="islands-boot">` of index.html, so
   * that a page the browser renders alone fetches none of it.
   */
  islandsBoot: string;
}

export function readTemplate(html: string): DocumentTemplate {
  const wholeHead = /<head>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const ISLANDS_BOOT = /<template\s+id="islands-boot">([\s\S]*?)<\/template>/i;
  const islandsBoot = ISLANDS_BOOT.exec(wholeHead)?.[1] ?? '';
  // What is inside the template is for pages of islands only.
  const head = wholeHead.replace(ISLANDS_BOOT, '');
  const tags = [
    ...head.matchAll(/<meta\s+name="(?:viewport|theme-color)"[^>]*>/gi),
    ...head.matchAll(/<link\s+rel="(?:icon|apple-touch-icon)"[^>]*>/gi),
    ...head.matchAll(/<script\s+id="early-taps">[\s\S]*?<\/script>/gi),
    ...head.matchAll(/<style\s+id="base-styles">[\s\S]*?<\/style>/gi),
    ...head.matchAll(/<noscript\s+id="no-script-styles">[\s\S]*?<\/noscript>/gi),
    ...head.matchAll(/<script\b[^>]*\bsrc=[^>]*><\/script>/gi),
  ].map((match) => match[0]);
  const preloads = islandsBoot.match(/<link\s+rel="preload"\s+as="script"\s+href="[^"<>]+">/gi) ?? [];
  return { headTags: tags.join('\n'), islandsBoot: preloads.join('\n') };
}
