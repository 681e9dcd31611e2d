import type { ReactNode } from 'react';
import { Container, findRoute, type RouteName, FormattedMessage } from 'shared-sdk';
import styled from 'styled-components';
import { CATALOG_BUILD } from '../contract';

/** The route's own title from the route table, as a heading's text. */
export function RouteTitle({ route }: { route: RouteName }) {
  const title = findRoute(route).title;
  return title ? <FormattedMessage id={title.id} defaultMessage={title.defaultMessage} /> : null;
}

export interface PageProps {
  /** The h1; the route's title when not given. */
  heading?: ReactNode;
  /** A line under the heading (counts, the search term). */
  subheading?: ReactNode;
  /** Controls at the heading's inline end (sort). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A catalogue page: the content column, its h1, then the page's content. */
export function Page({ heading, subheading, actions, children }: PageProps) {
  return (
    <Container>
      <Main data-catalog-build={CATALOG_BUILD}>
        {(heading || actions) && (
          <Head>
            <div>
              {heading && <H1>{heading}</H1>}
              {subheading && <Sub>{subheading}</Sub>}
            </div>
            {actions && <HeadActions>{actions}</HeadActions>}
          </Head>
        )}
        {children}
      </Main>
    </Container>
  );
}

const Main = styled.div`
  padding-block: 24px 8px;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    padding-block-start: 16px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-block-end: 20px;
`;

const H1 = styled.h1`
  margin: 0;
  font-size: 1.6rem;
  line-height: 1.25;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    font-size: 1.3rem;
  }
`;

const Sub = styled.p`
  margin-block: 4px 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** At the inline end, in line with the content's end, also on a row of its own (a phone). */
const HeadActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  margin-inline-start: auto;
`;
