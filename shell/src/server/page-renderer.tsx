import { PassThrough, Readable } from 'node:stream';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import {
  RootStore,
  SERVER_STATE_ELEMENT_ID,
  STORE_MESSAGE_IDS,
  matchRoute,
  memoryStorage,
  parseComposition,
  setServerSanitizer,
  type Composition,
  type LocaleSource,
  type PageMeta,
  type RouteMatch,
  type ServerPageState,
} from 'shared-sdk';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { APP_ROUTES } from '../app/app-routes';
import type { EmbeddedState } from '../app/hydration';
import { isServerRendered, loadPageData } from '../app/route-data';
import { withTimeout } from '../composition/with-timeout';
import { IslandRoot } from '../islands/island-root';
import { inProcessAdapter, type ApiAnswer, type ApiCall } from './api-adapter';
import { readTemplate } from './document-template';
import { noteReadMessages } from './read-messages';
import { escapeHtml, renderHead, scriptJson } from './page-head';
import { forgetManifests, remotePreloads } from './remote-assets';
import { serverRemotes } from './server-remotes';
import { renderIslandsBody } from './islands-body';
import { renderWhole } from './render-whole';

// Observers render once per request and never subscribe (MobX's static rendering).
enableStaticRendering(true);
// Descriptions and content pages are sanitised on the server too: DOMPurify over jsdom's DOM.
setServerSanitizer(createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis));

export interface PageRendererOptions {
  /** The shell's built index.html: its scripts go into every page. */
  template: string;
  /** Answers an API request in-process. */
  callApi: (call: ApiCall) => Promise<ApiAnswer>;
  /** Where this server listens (http://127.0.0.1:port), for remote files it hosts itself; null before it listens. */
  selfOrigin: () => string | null;
  /** The longest a remote's server build may take to load before its part is left to the browser. */
  remoteTimeoutMs?: number;
  /** The longest a page's data may take before the page renders without it (the browser then loads it). */
  dataTimeoutMs?: number;
  /** The longest the render itself may take; what is not ready by then is left to the browser. */
  renderTimeoutMs?: number;
  log: { warn: (message: string, error?: unknown) => void };
}

export interface PageRequest {
  /** Path and query, e.g. '/products?page=2'. */
  path: string;
  /** composition.json as it is now (the server reads it for every page: ops swap remotes by editing it), or null. */
  composition: string | null;
  /** The public origin of the page (for canonical URLs and structured data). */
  origin: string;
  /**
   * The page's language and where the host read it (its ?lang=, the shopper's cookie, the store's
   * default): the host decides it once, for the page and its cache key (api/src/plugins/page-request.ts).
   */
  locale: string;
  localeSource: LocaleSource;
  /** The response's CSP nonce, for React's own inline scripts. */
  nonce?: string;
}

export interface RenderedPage {
  status: number;
  /** False when a part was left to the browser (a remote's server build failed or was late). */
  complete: boolean;
  body: Readable;
}

export interface PageRenderer {
  /** The page's HTML as a stream, or null when it is not one the server renders (the browser renders it). */
  render(request: PageRequest): Promise<RenderedPage | null>;
}

const DEFAULTS = { remoteTimeoutMs: 2500, dataTimeoutMs: 3000, renderTimeoutMs: 3000 };

/** Runs a thing that may fail; a failure is logged and becomes `fallback`. */
async function attempt<T>(work: Promise<T>, fallback: T, log: PageRendererOptions['log'], what: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    log.warn(`Server rendering: ${what} failed; the browser will do it.`, error);
    return fallback;
  }
}

/** The host's choice when the store has that language, else the store's default. */
function chooseLocale(request: PageRequest, store: RootStore): { locale: string; source: LocaleSource } {
  const known = store.settings.languages.some((language) => language.name === request.locale);
  return known ? { locale: request.locale, source: request.localeSource } : { locale: store.settings.defaultLocale, source: 'default' };
}

/**
 * GET /master in the page's language. The languages to choose from come with /master itself, so it
 * is asked in the store's default first and again in the chosen language when that differs: the
 * operator's texts (footer, description) are per language, and the first HTML must not say them in
 * another language than the page.
 */
async function localizedMaster(store: RootStore, request: PageRequest, log: PageRendererOptions['log']) {
  const askedIn = store.settings.locale;
  const first = await attempt(store.api.getMaster(), null, log, 'GET /master');
  if (!first) return null;
  store.settings.adoptServerSettings(first, first.app_locale || 'en');
  const { locale, source } = chooseLocale(request, store);
  store.settings.setLocale(locale);
  if (locale === askedIn) return { master: first, locale, source };
  const localized = await attempt(store.api.getMaster(), null, log, `GET /master (${locale})`);
  if (!localized) return { master: first, locale, source };
  store.settings.adoptServerSettings(localized, locale);
  return { master: localized, locale, source };
}

/**
 * Server rendering of the public pages (the shell's layout with the route's remote page): the root
 * store is made for this request alone, filled by the page's loader, rendered with React's
 * streaming renderer once everything is ready, and embedded in the HTML for hydration. A page the
 * server cannot render (no settings, a broken composition) answers null and the browser renders it
 * as before; a remote that fails here is left to the browser inside an otherwise rendered page.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const settings = { ...DEFAULTS, ...options };
  const template = readTemplate(options.template);
  let parsed: { text: string; composition: Composition | null } | null = null;

  const currentComposition = (text: string | null): Composition | null => {
    if (text === null) return null;
    if (parsed?.text !== text) {
      forgetManifests();
      let composition: Composition | null = null;
      try {
        const result = parseComposition(JSON.parse(text));
        composition = result.ok ? result.composition : null;
      } catch {
        composition = null;
      }
      parsed = { text, composition };
    }
    return parsed.composition;
  };

  return {
    async render(request) {
      const url = new URL(request.path, request.origin);
      // Only a plain path is a page here: '//host/' would be read as another host (the host normalises paths first).
      if (url.origin !== new URL(request.origin).origin) return null;
      const match = matchRoute(url.pathname);
      if (match && !isServerRendered(match.route)) return null;
      const self = options.selfOrigin();
      const composition = currentComposition(request.composition);
      if (!composition || !self) return null;
      const serverComposition = resolveAgainst(composition, `${self}/composition.json`);

      const store = new RootStore({
        apiBase: composition.apiBase,
        storage: memoryStorage(),
        adapter: inProcessAdapter(options.callApi),
        environment: { reload: () => undefined, rememberLocale: () => undefined },
      });
      store.renderedAt = Date.now();
      const settled = await localizedMaster(store, request, options.log);
      if (!settled) return null;
      const { master, locale, source } = settled;
      await store.i18n.load(locale);
      // The page embeds the messages its render read, not the whole dictionary (read-messages.ts).
      const dictionary = noteReadMessages(store.i18n.messages, STORE_MESSAGE_IDS);
      store.i18n.adopt(locale, dictionary.messages);

      const remotes = serverRemotes(serverComposition, settings.remoteTimeoutMs);
      // null when the page's data could not be loaded: the page renders without it (the browser loads it).
      const loaded = match
        ? await attempt(
            withTimeout(loadPageData(url, store, remotes, match), settings.dataTimeoutMs, () => new Error('timed out')).then(
              (found) => found ?? {},
            ),
            null,
            options.log,
            `the data of ${url.pathname}`,
          )
        : { notFound: true };
      const meta: PageMeta = loaded ?? {};

      const body = await renderBody(
        url,
        {
          store,
          remotes,
          composition,
          // Its module's loader says (docs/islands.md). Without its data the page is a skeleton only a
          // hydrated page fills in: then it is rendered whole.
          islands: loaded !== null && meta.hydrate === 'islands',
        },
        { timeoutMs: settings.renderTimeoutMs, nonce: request.nonce },
        options.log,
      );
      // A page of islands never runs its route's remote: its files are not fetched ahead, the
      // islands' boot is (beside main.js, not after it has run).
      const preloads = body.islands ? template.islandsBoot : await pagePreloads(match, composition, self, url);
      const head = [template.headTags, renderHead({ store, url, route: match?.route ?? null, meta, locale }), preloads].join('\n');
      // Read once the render is whole: every message it read is noted.
      const state: EmbeddedState = {
        url: url.pathname + url.search,
        composition,
        ...(body.islands ? { islands: true } : {}),
        page: {
          locale,
          localeSource: source,
          master,
          messages: dictionary.read(),
          // The page's data is in its HTML; its islands take theirs as props.
          queries: body.islands ? {} : store.queries.snapshot(),
          renderedAt: store.renderedAt ?? Date.now(),
        } satisfies ServerPageState,
      };
      const out = new PassThrough();
      out.write(
        `<!doctype html>\n<html lang="${escapeHtml(locale)}" dir="${store.settings.langDirection}">\n<head>\n<meta charset="utf-8">\n${head}\n${body.styles}\n</head>\n<body>\n<div id="root"${body.islands ? ' data-islands' : ''}>`,
      );
      body.stream.on('data', (chunk: Buffer) => out.write(chunk));
      body.stream.on('end', () => {
        out.end(
          `</div>\n${tapStatus(store)}\n<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptJson(state)}</script>\n</body>\n</html>\n`,
        );
      });
      return { status: match && !meta.notFound ? 200 : 404, complete: loaded !== null && body.complete, body: out };
    },
  };
}

/**
 * The status region the early-taps script fills when it holds a tap before hydration
 * (shell/src/features/early-taps/early-taps.js): outside #root, so hydration never sees it.
 */
function tapStatus(store: RootStore): string {
  const taken = store.i18n.t('earlyTaps.taken', 'Got it. This happens as soon as the page is ready.');
  return `<p id="sf-tap-status" role="status" class="sf-visually-hidden" data-taken="${escapeHtml(taken)}"></p>`;
}

/** Manifest URLs made absolute against `base`, the way the browser resolves them against composition.json. */
function resolveAgainst(composition: Composition, base: string): Composition {
  const remotes = { ...composition.remotes };
  for (const [name, entry] of Object.entries(remotes))
    remotes[name as keyof typeof remotes] = { ...entry, manifest: new URL(entry.manifest, base).href };
  return { ...composition, remotes };
}

/** Preload links for the page's remote files (see remote-assets.ts). */
async function pagePreloads(match: RouteMatch | null, composition: Composition, self: string, url: URL): Promise<string> {
  const route = match?.route;
  if (!route || route.owner === 'shell') return '';
  const files = await remotePreloads(composition, route.owner, route.module, `${self}/composition.json`, url);
  if (!files) return '';
  const links = files.scripts.map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`);
  if (!composition.remotes[route.owner].integrity) {
    links.unshift(`<link rel="preload" as="fetch" href="${escapeHtml(files.manifest)}" crossorigin="anonymous">`);
  }
  return links.join('\n');
}

/**
 * The body of the page at `url`, handed over once all of it is ready (the head needs the styles the
 * render collects). A page of islands (its loader says `hydrate: 'islands'`) is static HTML with its islands
 * rendered each by itself (islands-body.tsx); when a part of it is not ready in time it is rendered
 * whole instead, as every other page is, and parts not ready within `timeoutMs` are left to the
 * browser (React renders their fallback and marks them for client rendering).
 */
async function renderBody(
  url: URL,
  {
    store,
    remotes,
    composition,
    islands,
  }: { store: RootStore; remotes: ReturnType<typeof serverRemotes>; composition: Composition; islands: boolean },
  { timeoutMs, nonce }: { timeoutMs: number; nonce?: string },
  log: PageRendererOptions['log'],
): Promise<{ styles: string; stream: Readable; complete: boolean; islands: boolean }> {
  const handler = createStaticHandler(APP_ROUTES);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`The routes answered ${context.status} for ${url.pathname}.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <App store={store} loader={remotes} composition={composition}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>
  );
  const onPartLeft = (error: unknown) => log.warn(`Server rendering of ${url.pathname}: a part is left to the browser.`, error);
  if (islands) {
    const sheet = new ServerStyleSheet();
    const documentUrl = { pathname: url.pathname, search: url.search, hash: '' };
    const wrapIsland = (island: ReactNode) => (
      <IslandRoot store={store} composition={composition} url={documentUrl}>
        {island}
      </IslandRoot>
    );
    try {
      const body = await renderIslandsBody({ page, wrapIsland, sheet }, { timeoutMs, nonce, onPartLeft });
      if (body) return { styles: sheet.getStyleTags(), stream: Readable.from([body.html]), complete: true, islands: true };
    } finally {
      sheet.seal();
    }
  }
  const sheet = new ServerStyleSheet();
  try {
    const { stream, complete } = await renderWhole(sheet.collectStyles(page), { timeoutMs, nonce, onPartLeft });
    return { styles: sheet.getStyleTags(), stream, complete, islands: false };
  } finally {
    sheet.seal();
  }
}
