import { StrictMode, useEffect, type ReactNode } from 'react';
import { AppProviders, DocumentUrlProvider, type Composition, type DocumentUrl, type RootStore } from 'shared-sdk';
import { CompositionContext } from '../composition/composition-context';

interface IslandRootProps {
  store: RootStore;
  composition: Composition;
  /** The page's URL on the server (the browser reads its own). */
  url?: DocumentUrl;
  /** Called once the island has hydrated (never on the server). */
  onCommitted?: () => void;
  children: ReactNode;
}

const NOTHING = () => undefined;

/** Its effect runs once the island's tree has committed. Rendered on both sides, so the trees match. */
function Committed({ onCommitted }: { onCommitted: () => void }) {
  useEffect(() => onCommitted(), [onCommitted]);
  return null;
}

/**
 * What every island is rendered in, by the server into its `<sf-island>` and by the browser when it
 * hydrates it (docs/islands.md): the same providers as the app's, and no router, so the island's
 * links are the document's own and its markup is the same on both sides.
 */
export function IslandRoot({ store, composition, url, onCommitted = NOTHING, children }: IslandRootProps) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <CompositionContext.Provider value={composition}>
          <DocumentUrlProvider value={url ?? null}>
            {children}
            <Committed onCommitted={onCommitted} />
          </DocumentUrlProvider>
        </CompositionContext.Provider>
      </AppProviders>
    </StrictMode>
  );
}
