import { createElement, type ReactNode } from 'react';
import { IslandCollector, IslandCollectorProvider, islandIdPrefix } from 'shared-sdk';
import type { ServerStyleSheet } from 'styled-components';
import { renderWholeToString, type RenderWholeOptions } from './render-whole';

interface IslandsBodyInput {
  /** The app at the page's URL: rendered once, static, with an empty marked `<sf-island>` per island. */
  page: ReactNode;
  /** What each island renders in (the shell's IslandRoot), as the browser will hydrate it. */
  wrapIsland: (island: ReactNode) => ReactNode;
  /** Collects the styles of the page and of every island: one style sheet in the head. */
  sheet: ServerStyleSheet;
}

/**
 * The body of a page of islands (docs/islands.md): the page rendered once with each island left
 * empty and marked, then each island rendered by itself, with ids of its own prefix, exactly as the
 * browser's hydrateRoot of it will render, and put into its mark. Null when a part could not be
 * rendered in time: a page of islands has no hydration to finish it, so the caller renders the
 * page whole instead; so when an island throws.
 */
export async function renderIslandsBody(
  { page, wrapIsland, sheet }: IslandsBodyInput,
  options: RenderWholeOptions,
): Promise<{ html: string; islands: number } | null> {
  const deadline = Date.now() + options.timeoutMs;
  const left = () => Math.max(1, deadline - Date.now());
  const collector = new IslandCollector();
  const first = await renderWholeToString(
    sheet.collectStyles(<IslandCollectorProvider value={collector}>{page}</IslandCollectorProvider>),
    {
      ...options,
      timeoutMs: left(),
    },
  );
  if (!first.complete) return null;
  const rendered: string[] = [];
  for (const { index, island, props } of collector.islands) {
    // An island that throws has no boundary of its own above it: the whole page's render then puts
    // it inside its remote's slot, whose boundary leaves it to the browser.
    const one = await renderWholeToString(sheet.collectStyles(wrapIsland(createElement(island.component, props))), {
      ...options,
      timeoutMs: left(),
      identifierPrefix: islandIdPrefix(index),
      // React told onPartLeft already (its onError comes before the shell's error).
    }).catch(() => null);
    if (!one?.complete) return null;
    rendered[index] = one.html;
  }
  return { html: spliceIslands(first.html, rendered), islands: rendered.length };
}

/** Each island's mark as React wrote it: `<sf-island data-island=… data-index="N" …></sf-island>`. */
const MARK = /(<sf-island\b[^>]*?\sdata-index="(\d+)"[^>]*>)(<\/sf-island>)/g;

/** Puts each island's own HTML into its mark. */
export function spliceIslands(html: string, islands: readonly string[]): string {
  return html.replace(MARK, (_whole, open: string, index: string, close: string) => `${open}${islands[Number(index)] ?? ''}${close}`);
}
