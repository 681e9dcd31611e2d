import { createContext, useContext } from 'react';
import type { RemoteLoader } from './remote-loader';

/** The loader the slots use: the federation runtime's in the app, a fake in tests. */
export const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('Remote slots need a RemoteLoaderContext provider.');
  return loader;
}
