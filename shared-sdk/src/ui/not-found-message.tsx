import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { linkTo } from '../routes/links';
import { Link } from '../routes/navigation';
import { flexColumn } from './flex-css';

export interface NotFoundMessageProps {
  /**
   * 1 for a page that is only this (an unknown path, product, shop, category or sale); 2 inside a
   * page that has its own h1 (a product list whose products are gone).
   */
  headingLevel?: 1 | 2;
  /** The element around it: the shell's 404 page is a `main`; a remote's page is already inside one. */
  as?: 'main' | 'section';
}

/**
 * 'Page Not Found': the large 404, the heading and Back to home as a button-like link. The one
 * design of every not-found page, the shell's (an unknown path) and the remotes' (an unknown id).
 */
export function NotFoundMessage({ headingLevel = 1, as = 'section' }: NotFoundMessageProps) {
  return (
    <Box as={as}>
      <Code aria-hidden="true">404</Code>
      <Heading as={headingLevel === 2 ? 'h2' : 'h1'}>
        <FormattedMessage id="page.notFound" defaultMessage="Page Not Found" />
      </Heading>
      <Link to={linkTo('home')}>
        <FormattedMessage id="page.backHome" defaultMessage="Back to home" />
      </Link>
    </Box>
  );
}

const Box = styled.section`
  ${flexColumn('16px', { align: 'center' })}
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
