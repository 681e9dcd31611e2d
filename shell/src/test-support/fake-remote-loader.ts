import type { RemoteComponent, RemoteLoader } from '../composition/remote-loader';

/** A RemoteLoader over one `load` function, as tests need: the module is the component alone. */
export function fakeRemoteLoader(load: RemoteLoader['load'], forgetFailed: RemoteLoader['forgetFailed'] = () => undefined): RemoteLoader {
  return {
    load,
    loadModule: (remote, module) => load(remote, module).then((component: RemoteComponent) => ({ component, ok: true })),
    forgetFailed,
    onLateArrival: () => () => undefined,
  };
}
