import { Container, FormattedMessage, Link, linkTo, observer } from 'shared-sdk';
import styled from 'styled-components';
import { NOT_FOUND_TITLE, usePageTitle } from './page-layout';

export interface NotFoundProps {
  /**
   * 1 for a page that is only this (an unknown product, shop, category or sale); 2 inside a page
   * that has its own h1 (a product list whose products are gone).
   */
  headingLevel?: 1 | 2;
}

/**
 * 'Page Not Found', in the design of the shell's 404 page (shell/src/features/not-found/, which a
 * remote cannot import): the large 404, the heading, and Back to home as a button-like link. The
 * document title says it too.
 */
export const NotFound = observer(function NotFound({ headingLevel = 1 }: NotFoundProps) {
  // A page that also sets its title says notFound there too: its effect runs after this one.
  usePageTitle('home', undefined, true);
  return (
    <Box>
      <Code aria-hidden="true">404</Code>
      <Heading as={headingLevel === 2 ? 'h2' : 'h1'}>
        <FormattedMessage {...NOT_FOUND_TITLE} />
      </Heading>
      <Link to={linkTo('home')}>
        <FormattedMessage id="page.backHome" defaultMessage="Back to home" />
      </Link>
    </Box>
  );
});

/** A whole page of NotFound: a route whose id is unknown or that is switched off (shops in single-vendor mode). */
export function NotFoundPage() {
  return (
    <Container>
      <NotFound />
    </Container>
  );
}

// The shell's MessagePage, less the <main>: a remote's page is already inside the layout's main.
const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 64px 16px;
  text-align: center;

  a {
    padding: 10px 24px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    font-weight: 600;
    text-decoration: none;
  }
`;

const Code = styled.p`
  margin: 0;
  /* Large text: the brand colour reads at 3:1, enough for 5rem (WCAG AA large text). */
  color: ${({ theme }) => theme.colors.brand};
  font-size: 5rem;
  font-weight: 800;
  line-height: 1;
`;

const Heading = styled.h1`
  margin: 0;
  /* The same size as an h1, also when this is an h2 under a page's own h1. */
  font-size: 2em;
`;
