import { StrictMode, type ReactNode } from 'react';
import { AppProviders, NavigationProvider, type Composition, type RootStore } from 'shared-sdk';
import { reactRouterNavigation } from 'shared-sdk/react-router-navigation';
import { CompositionContext } from '../composition/composition-context';
import type { RemoteLoader } from '../composition/remote-loader';
import { RemoteLoaderContext } from '../composition/remote-loader-context';
import { DocumentLanguage } from './document-language';
import { GlobalStyles } from './global-styles';
import { PageCommittedProvider } from './hydration';
import { CameFromContext } from './route-announcer';

interface AppProps {
  store: RootStore;
  loader: RemoteLoader;
  /** The composition the page runs (its previews show a banner). */
  composition: Composition;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
  /** Called once the first page has committed (a server-rendered page: once it has hydrated). */
  onPageCommitted?: () => void;
  /** The path of the page of islands the app took over, whose link led to its first page. */
  cameFrom?: string;
}

const NOTHING = () => undefined;

/** The running store: providers (root store, translations, theme, composition), global styles, the router. */
export function App({ store, loader, composition, children, onPageCommitted = NOTHING, cameFrom }: AppProps) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <CompositionContext.Provider value={composition}>
          <RemoteLoaderContext.Provider value={loader}>
            <PageCommittedProvider value={onPageCommitted}>
              <NavigationProvider value={reactRouterNavigation}>
                <CameFromContext.Provider value={cameFrom ?? null}>
                  <GlobalStyles />
                  <DocumentLanguage />
                  {children}
                </CameFromContext.Provider>
              </NavigationProvider>
            </PageCommittedProvider>
          </RemoteLoaderContext.Provider>
        </CompositionContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
