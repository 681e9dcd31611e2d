import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactJsxDevRuntime from 'react/jsx-dev-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as StyledComponents from 'styled-components';
import * as SharedSdk from 'shared-sdk';
import { SDK_VERSION, type HostShared } from 'shared-sdk';

/**
 * The versions of the shared libraries the shell bundled, as their package.json files say (webpack's
 * DefinePlugin, shell/webpack.config.js): what the shell offers, and what the manifest checks compare
 * each remote's singletons against.
 */
declare const __SHARED_VERSIONS__: Record<string, string>;

/** The modules the shell offers the remotes: its own copies, so every root on the page runs one React. */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': ReactJsxRuntime,
  'react/jsx-dev-runtime': ReactJsxDevRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'styled-components': StyledComponents,
  'shared-sdk': SharedSdk,
};

/** What this shell shares, for the manifest checks (manifest-gate.ts). */
export function browserHostShared(): HostShared {
  return { sdkVersion: SDK_VERSION, shared: { ...__SHARED_VERSIONS__ } };
}

/**
 * The page's one federation runtime, created when the first remote module is asked for (docs/islands.md,
 * "The federation runtime starts with the first remote"): the shell's browser build is not a webpack
 * federation host, so a page whose islands are all the shell's never loads the runtime. It offers the
 * shell's singletons (`loaded-first`: the default 'version-first' fetches every remote at start-up, and
 * one dead remote then blanks the page), and provides the runtime to the remotes, which are built
 * without their own (`externalRuntime`).
 */
export function createBrowserFederation(): ModuleFederation {
  const shared = Object.fromEntries(
    Object.entries(MODULES).map(([name, module]) => [
      name,
      {
        version: __SHARED_VERSIONS__[name],
        lib: () => module,
        shareConfig: { singleton: true, requiredVersion: false as const, strictVersion: name === 'shared-sdk' },
      },
    ]),
  );
  return createInstance({
    name: 'shell',
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [injectExternalRuntimeCorePlugin()],
  });
}
