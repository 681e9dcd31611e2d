import { StrictMode, type ReactNode } from 'react';
import { AppProviders, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { RemoteLoaderContext } from '../composition/remote-loader-context';
import { DocumentLanguage } from './document-language';
import { GlobalStyles } from './global-styles';
import { PageCommittedProvider } from './hydration';

interface AppProps {
  store: RootStore;
  loader: RemoteLoader;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
  /** Called once the first page has committed (a server-rendered page: once it has hydrated). */
  onPageCommitted?: () => void;
}

const NOTHING = () => undefined;

/** The running store: providers (root store, translations, theme), global styles, the router. */
export function App({ store, loader, children, onPageCommitted = NOTHING }: AppProps) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RemoteLoaderContext.Provider value={loader}>
          <PageCommittedProvider value={onPageCommitted}>
            <GlobalStyles />
            <DocumentLanguage />
            {children}
          </PageCommittedProvider>
        </RemoteLoaderContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
