// Routers for a remote's harness and tests: the shell owns the app's router, and these are what a
// remote needs to render its pages alone. Not part of the runtime surface ('shared-sdk' is). Each
// provides the router's navigation to shared-sdk's Link and hooks, as the shell's App does.
import {
  BrowserRouter as RouterBrowserRouter,
  MemoryRouter as RouterMemoryRouter,
  type BrowserRouterProps,
  type MemoryRouterProps,
} from 'react-router-dom';
import { NavigationProvider } from 'shared-sdk';
import { reactRouterNavigation } from '../routes/react-router-navigation';

export { Route, Routes } from 'react-router-dom';

export function BrowserRouter(props: BrowserRouterProps) {
  return (
    <NavigationProvider value={reactRouterNavigation}>
      <RouterBrowserRouter {...props} />
    </NavigationProvider>
  );
}

export function MemoryRouter(props: MemoryRouterProps) {
  return (
    <NavigationProvider value={reactRouterNavigation}>
      <RouterMemoryRouter {...props} />
    </NavigationProvider>
  );
}
