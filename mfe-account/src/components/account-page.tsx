import type { ReactNode, Ref } from 'react';
import { findRoute, usePageTitle, type RouteName, FormattedMessage, observer } from 'shared-sdk';
import styled from 'styled-components';

export interface AccountPageProps {
  /** The route whose title is the h1 when no heading is given. */
  route: RouteName;
  heading?: ReactNode;
  /** The document title's own part when `heading` says more than the route's title (an order's code). */
  title?: string;
  /** A line under the heading. */
  subheading?: ReactNode;
  /** Controls at the heading's inline end. */
  actions?: ReactNode;
  children: ReactNode;
  /** The h1, for pages that move focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * An account page inside the shell's account layout (which gives the column and the sidebar): its
 * h1, then its content. The h1 takes focus (ref) when what had focus goes away, e.g. a removed item.
 * Sets '{title} - {app name}' (docs/product.md#routes) as the shell does, so the standalone harness shows it too.
 */
export const AccountPage = observer(function AccountPage({
  route,
  heading,
  title: ownTitle,
  subheading,
  actions,
  children,
  headingRef,
}: AccountPageProps) {
  usePageTitle(route, ownTitle);
  const title = findRoute(route).title;
  return (
    <Section>
      <Head>
        <div>
          <H1 ref={headingRef} tabIndex={-1}>
            {heading ?? (title && <FormattedMessage id={title.id} defaultMessage={title.defaultMessage} />)}
          </H1>
          {subheading && <Sub>{subheading}</Sub>}
        </div>
        {actions && <Actions>{actions}</Actions>}
      </Head>
      {children}
    </Section>
  );
});

const Section = styled.section`
  min-inline-size: 0;
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
  font-size: 1.5rem;
  line-height: 1.25;
  overflow-wrap: anywhere;

  &:focus {
    outline: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    font-size: 1.3rem;
  }
`;

const Sub = styled.p`
  margin-block: 4px 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;
