import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Container, type RouteDef } from 'shared-sdk';
import { PageSkeleton } from '../components/page-skeleton';

// The shell's own pages are split into chunks of their own, loaded when their route is visited.
const LegalPage = lazy(() => import('../features/content-pages/legal-page').then((m) => ({ default: m.LegalPage })));
const ContactPage = lazy(() => import('../features/content-pages/contact-page').then((m) => ({ default: m.ContactPage })));
const SupportPage = lazy(() => import('../features/content-pages/support-page').then((m) => ({ default: m.SupportPage })));

/** A route the shell owns (route table `owner: 'shell'`): legal pages, contact, support. */
export function ShellPage({ route }: { route: RouteDef }) {
  const { slug } = useParams();
  return (
    <Container>
      <Suspense fallback={<PageSkeleton />}>{pageFor(route, slug)}</Suspense>
    </Container>
  );
}

function pageFor(route: RouteDef, slug: string | undefined) {
  switch (route.module) {
    case 'legal':
      // /about-us, /privacy-policy... are legal pages whose slug is their path; /page/:slug names it.
      return <LegalPage slug={slug ?? route.path.slice(1)} />;
    case 'contact':
      return <ContactPage />;
    case 'support':
      return <SupportPage />;
    default:
      throw new Error(`The shell has no page "${route.module}" (route ${route.name}).`);
  }
}
