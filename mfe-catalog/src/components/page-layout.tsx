import type { ReactNode } from 'react';
import { Container, PageHead, findRoute, type RouteName, FormattedMessage } from 'shared-sdk';
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
        {heading && <PageHead heading={heading} subheading={subheading} actions={actions} />}
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
