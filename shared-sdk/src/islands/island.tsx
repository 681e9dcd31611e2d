import { createContext, createElement, useContext, useId, type ComponentType } from 'react';

/**
 * When an island's code loads and it hydrates (docs/islands.md): at once, when the browser is idle,
 * when it first comes near the screen, or when the shopper first reaches for it (a pointer over or
 * down on it, a finger, focus, a click: the tap that woke it is held until it has, then given to it).
 */
export type IslandWake = 'load' | 'idle' | 'visible' | 'interaction';

/**
 * A part of a page a shopper operates, hydrated with a root of its own on a page that is otherwise
 * static server HTML. Its props are JSON: the server writes them into the page and the browser
 * renders the island from them, so both render the same element.
 */
export interface IslandDefinition<P extends object> {
  /** `<owner>/<name>`, e.g. 'shell/header': how the browser finds its code in the owner's islands map. */
  name: string;
  component: ComponentType<P>;
}

export function defineIsland<P extends object>(name: string, component: ComponentType<P>): IslandDefinition<P> {
  return { name, component };
}

/** What the server's render of an islands page notes of each island it meets. */
export interface CollectedIsland {
  index: number;
  island: IslandDefinition<object>;
  props: object;
  wake: IslandWake;
}

/**
 * The server's note of a page's islands. Keyed by the island's place in the tree (useId), so a part
 * rendered again (a Suspense retry) notes its islands once.
 */
export class IslandCollector {
  private readonly byPlace = new Map<string, CollectedIsland>();

  add(place: string, island: IslandDefinition<object>, props: object, wake: IslandWake): number {
    const known = this.byPlace.get(place);
    const index = known?.index ?? this.byPlace.size;
    this.byPlace.set(place, { index, island, props, wake });
    return index;
  }

  get islands(): CollectedIsland[] {
    return [...this.byPlace.values()].sort((a, b) => a.index - b.index);
  }
}

const IslandCollectorContext = createContext<IslandCollector | null>(null);
/** Given by the server's render of an islands page; absent everywhere else. */
export const IslandCollectorProvider = IslandCollectorContext.Provider;

/** The element that holds an island in the page's HTML (`display: contents`: it adds no box). */
export const ISLAND_TAG = 'sf-island';

/** React's prefix for the ids an island's own render makes (useId): the same on server and browser, unique per island. */
export const islandIdPrefix = (index: number): string => `i${index}-`;

interface IslandProps<P extends object> {
  of: IslandDefinition<P>;
  /** JSON: written into the page, and read back by the browser. */
  props: NoInfer<P>;
  wake?: IslandWake;
  /**
   * Props only the app gives (functions, e.g. a countdown's `onDone`): an island of a static page,
   * made from JSON, goes without them.
   */
  inApp?: NoInfer<Partial<P>>;
}

/**
 * An island in a page. Inside the app (the browser's router, or a page the server renders whole)
 * it is just its component. In the server's render of an islands page it is a marked, empty
 * `<sf-island>`: the server renders the island by itself into it afterwards, as the browser will
 * hydrate it.
 */
export function Island<P extends object>({ of, props, wake = 'load', inApp }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const place = useId();
  if (!collector) return createElement(of.component, { ...props, ...inApp });
  const index = collector.add(place, of as unknown as IslandDefinition<object>, props, wake);
  return createElement(ISLAND_TAG, {
    'data-island': of.name,
    'data-index': index,
    'data-wake': wake,
    'data-props': JSON.stringify(props),
    style: { display: 'contents' },
  });
}
