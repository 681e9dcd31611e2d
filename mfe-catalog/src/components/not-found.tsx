import { usePageTitle, Container, NotFoundMessage, observer } from 'shared-sdk';

export interface NotFoundProps {
  /**
   * 1 for a page that is only this (an unknown product, shop, category or sale); 2 inside a page
   * that has its own h1 (a product list whose products are gone).
   */
  headingLevel?: 1 | 2;
}

/** 'Page Not Found' (shared-sdk's NotFoundMessage, the shell's 404 too); the document title says it too. */
export const NotFound = observer(function NotFound({ headingLevel = 1 }: NotFoundProps) {
  // A page that also sets its title says notFound there too: its effect runs after this one.
  usePageTitle('home', undefined, true);
  return <NotFoundMessage headingLevel={headingLevel} />;
});

/** A whole page of NotFound: a route whose id is unknown or that is switched off (shops in single-vendor mode). */
export function NotFoundPage() {
  return (
    <Container>
      <NotFound />
    </Container>
  );
}
