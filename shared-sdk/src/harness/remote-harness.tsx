import { observer } from 'mobx-react-lite';
import { StrictMode, Suspense, lazy, useEffect, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
// By package name, not by relative path: the remote's pages read the root store through the shared
// 'shared-sdk' module, and this must be the very same module instance (one StoreContext).
import { AppProviders, MODAL_SLOTS, ROUTES, RootStore, useStores, type ModalId, type ModalProps, type RemoteName } from 'shared-sdk';
import styled from 'styled-components';
import { HarnessModals } from './harness-modals';
import { HarnessNav } from './harness-nav';
import { HarnessToasts } from './harness-toasts';
import { BrowserRouter } from './routers';
import { flexRow } from '../ui/flex-css';

export type ModuleLoader<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** The page modules the route table gives remote `R`, e.g. './CheckoutPage' | './BuyNowPage' for cart. */
export type PageModuleOf<R extends RemoteName> = Extract<(typeof ROUTES)[number], { owner: R }>['module'];

export type ModalLoaders = Partial<Record<ModalId, ModuleLoader<ModalProps>>>;

export interface RemoteHarnessOptions<R extends RemoteName> {
  remote: R;
  /** Every page module of the remote, imported from its own source (not through federation). */
  pages: Record<PageModuleOf<R>, ModuleLoader>;
  /** Every modal MODAL_SLOTS gives the remote. */
  modals: ModalLoaders;
}

interface RemoteHarnessProps {
  remote: RemoteName;
  pages: Record<string, ModuleLoader>;
  modals: ModalLoaders;
}

/**
 * A remote on its own: its pages at their route-table paths, a nav listing them, buttons that open
 * its modals through the ui store, and the toasts those raise. The harness chrome is a development
 * tool, not storefront UI, so its few labels are plain English.
 */
export const RemoteHarness = observer(function RemoteHarness({ remote, pages, modals }: RemoteHarnessProps) {
  const { settings } = useStores();
  const routes = useMemo(() => ROUTES.filter((route) => route.owner === remote), [remote]);
  const pageComponents = useMemo(() => new Map(Object.entries(pages).map(([module, load]) => [module, lazy(load)])), [pages]);

  // The shell's layouts do this in the composed store; here the harness stands in for them.
  useEffect(() => {
    document.documentElement.dir = settings.langDirection;
    document.documentElement.lang = settings.locale;
  }, [settings.langDirection, settings.locale]);

  return (
    <Layout>
      <Bar>
        <strong>{remote} remote, standalone</strong>
        <HarnessNav routes={routes} />
        <HarnessModals remote={remote} modals={modals} />
      </Bar>
      <main>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            {routes.map((route) => {
              const Page = pageComponents.get(route.module);
              return Page && <Route key={route.name} path={route.path} element={<Page />} />;
            })}
            <Route path="*" element={<Hint>Pick a page or a modal above.</Hint>} />
          </Routes>
        </Suspense>
      </main>
      <HarnessToasts />
    </Layout>
  );
});

/** Modal slots of the remote that the options give no loader for. */
function missingModals<R extends RemoteName>({ remote, modals }: RemoteHarnessOptions<R>): ModalId[] {
  return MODAL_SLOTS.filter((slot) => slot.remote === remote && !modals[slot.id]).map((slot) => slot.id);
}

/**
 * Mounts a remote's standalone harness into #root with its own root store, as `npm run dev -w <remote>`
 * and the built dist/index.html do. Settings and translations load from /api; when the API is not
 * there both fail softly and the store's defaults stay.
 */
export function mountRemoteHarness<R extends RemoteName>(options: RemoteHarnessOptions<R>): void {
  const missing = missingModals(options);
  if (missing.length > 0) throw new Error(`The ${options.remote} harness has no loader for: ${missing.join(', ')}.`);
  const store = new RootStore();
  void store.settings.load();
  void store.i18n.load();
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <RemoteHarness remote={options.remote} pages={options.pages} modals={options.modals} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

const Layout = styled.div`
  min-block-size: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-family: system-ui, sans-serif;
`;

const Bar = styled.header`
  ${flexRow('0.75rem 1.5rem', { wrap: true, align: 'center' })}
  padding-block: 0.75rem;
  padding-inline: 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 2px solid ${({ theme }) => theme.colors.primary};
`;

const Hint = styled.p`
  padding-inline: 1rem;
  color: ${({ theme }) => theme.colors.muted};
`;
