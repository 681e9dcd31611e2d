import type { RootStore } from '../stores/root-store';

/** What a page's loader gets: the route's params and query, and the root store whose cache it fills. */
export interface PageLoadContext {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  store: RootStore;
  /** The page's absolute URL (structured data names things by absolute URLs). */
  url: URL;
}

/** An image for link previews and for the browser to fetch first (the page's largest image). */
export interface PageImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/**
 * What a page tells the document about itself once its data is loaded: the server renders the head
 * (title, description, Open Graph, JSON-LD) and the status from it. Everything is optional: the
 * route's title and the store's description stand in.
 */
export interface PageMeta {
  /** The page's own title ('{title} - {app name}'), e.g. a product's name; else the route's title. */
  title?: string;
  description?: string;
  image?: PageImage;
  /** The largest image above the fold: preloaded with high priority, never lazy. */
  lcpImage?: string;
  /** Structured data (schema.org objects) beside the store's own. */
  structuredData?: Record<string, unknown>[];
  /** The thing the URL names does not exist: answer 404 with this page. */
  notFound?: boolean;
  /**
   * How the browser takes over the server's HTML of the page (docs/islands.md): 'islands' for static
   * HTML of which only the `<Island>`s hydrate, 'whole' (the default) for the page hydrated whole. The
   * page's own module says so, so a build of a remote decides for its pages. A page the browser
   * changes at once (a page past the end of a list becomes the last) needs its code: 'whole'.
   */
  hydrate?: 'islands' | 'whole';
  /** 'product' or 'website' for Open Graph; 'website' when absent. */
  type?: 'website' | 'product' | 'profile';
}

/**
 * A page's data, declared once: route params to the shared-sdk calls it needs, through the store's
 * query cache. The server awaits it before rendering; the browser runs it at navigation start and
 * when a link to the page is about to be followed, so the page component finds its answers waiting.
 */
export type PageLoader = (context: PageLoadContext) => Promise<PageMeta | void>;
