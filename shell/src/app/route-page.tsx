import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { Container, useRouteTitle, type RouteDef } from 'shared-sdk';
import { PageSkeleton } from '../components/page-skeleton';
import { RemoteSlot } from '../composition/remote-slot';
import { PageCommitted } from './hydration';
import { ShellPage } from './shell-page';

const LOADING = (
  <Container>
    <PageSkeleton />
  </Container>
);

/**
 * One route of the table: sets the page title and renders the owner's page, a remote module or a
 * shell page. The remote slot is keyed by path, so each page starts fresh (and retries a failure).
 */
export const RoutePage = observer(function RoutePage({ route }: { route: RouteDef }) {
  useRouteTitle(route.title);
  const { pathname } = useLocation();
  if (route.owner === 'shell') return <ShellPage route={route} />;
  return (
    <RemoteSlot key={pathname} remote={route.owner} module={route.module} loading={LOADING}>
      <PageCommitted />
    </RemoteSlot>
  );
});
