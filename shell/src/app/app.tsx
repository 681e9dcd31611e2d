import { StrictMode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { RemoteLoaderContext } from '../composition/remote-loader-context';
import { DocumentLanguage } from './document-language';
import { GlobalStyles } from './global-styles';

interface AppProps {
  store: RootStore;
  loader: RemoteLoader;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The running store: providers (root store, translations, theme), global styles, the router. */
export function App({ store, loader, router }: AppProps) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RemoteLoaderContext.Provider value={loader}>
          <GlobalStyles />
          <DocumentLanguage />
          <RouterProvider router={router} />
        </RemoteLoaderContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
