import type { ReactNode, Ref } from 'react';
import { PageHead, findRoute, usePageTitle, type RouteName, FormattedMessage, observer } from 'shared-sdk';
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
      <PageHead
        heading={heading ?? (title && <FormattedMessage id={title.id} defaultMessage={title.defaultMessage} />)}
        subheading={subheading}
        actions={actions}
        headingRef={headingRef}
      />
      {children}
    </Section>
  );
});

const Section = styled.section`
  min-inline-size: 0;
`;
