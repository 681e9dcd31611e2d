import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Container, type RouteDef } from 'shared-sdk';
import { PageSkeleton } from '../components/page-skeleton';
import { legalSlug } from '../features/content-pages/content-queries';
import { PageCommitted } from './hydration';

// The shell's own pages are split into chunks of their own, loaded when their route is visited.
const LegalPage = lazy(() => import('../features/content-pages/legal-page').then((m) => ({ default: m.LegalPage })));
const ContactPage = lazy(() => import('../features/content-pages/contact-page').then((m) => ({ default: m.ContactPage })));
const SupportPage = lazy(() => import('../features/content-pages/support-page').then((m) => ({ default: m.SupportPage })));

/** A route the shell owns (route table `owner: 'shell'`): legal pages, contact, support. */
export function ShellPage({ route }: { route: RouteDef }) {
  const slug = legalSlug(useParams(), useLocation().pathname);
  return (
    <Container>
      <Suspense fallback={<PageSkeleton />}>
        {pageFor(route, slug)}
        <PageCommitted />
      </Suspense>
    </Container>
  );
}

function pageFor(route: RouteDef, slug: string) {
  switch (route.module) {
    case 'legal':
      return <LegalPage slug={slug} />;
    case 'contact':
      return <ContactPage />;
    case 'support':
      return <SupportPage />;
    default:
      throw new Error(`The shell has no page "${route.module}" (route ${route.name}).`);
  }
}
