import { use } from 'react';
import type { RemoteName } from 'shared-sdk';
import { useRemoteLoader } from './remote-loader-context';

interface RemoteModuleProps {
  remote: RemoteName;
  module: string;
  props: object;
}

/** Suspends until the module is loaded (the loader caches the promise, as `use` requires). */
export function RemoteModule({ remote, module, props }: RemoteModuleProps) {
  const Component = use(useRemoteLoader().load(remote, module));
  return <Component {...props} />;
}
