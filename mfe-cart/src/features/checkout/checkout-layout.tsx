import type { ReactNode } from 'react';
import {
  Button,
  Container,
  EmptyState,
  PageHead,
  Skeleton,
  SkeletonRegion,
  linkTo,
  usePageTitle,
  useStores,
  type RouteName,
  Link,
  FormattedMessage,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';

/** A checkout page: the content column and its h1 (the route's title), then the page's state. */
export const CheckoutPageFrame = observer(function CheckoutPageFrame({ route, children }: { route: RouteName; children: ReactNode }) {
  const heading = usePageTitle(route);
  return (
    <Container>
      <Main>
        <PageHead heading={heading} />
        {children}
      </Main>
    </Container>
  );
});

/** Two columns on wide screens (the details, then the sticky summary); one column on a phone. */
export function CheckoutColumns({ details, summary }: { details: ReactNode; summary: ReactNode }) {
  return (
    <Columns>
      <Details>{details}</Details>
      <Aside>{summary}</Aside>
    </Columns>
  );
}

/** One titled card of the checkout (address, items, voucher...), named by its heading. */
export function CheckoutSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `checkout-${id}-heading`;
  return (
    <Card aria-labelledby={headingId}>
      <CardHead>
        <h2 id={headingId}>{title}</h2>
        {action}
      </CardHead>
      {children}
    </Card>
  );
}

/** Checkout needs a signed-in shopper (docs/product.md#roles): say so and offer the login dialog. */
export const GuestNotice = observer(function GuestNotice() {
  const { ui } = useStores();
  return (
    <EmptyState
      title={<FormattedMessage id="cart.checkout.guestTitle" defaultMessage="Please log in to check out" />}
      message={
        <FormattedMessage
          id="cart.checkout.guestMessage"
          defaultMessage="Log in to see your delivery address, vouchers and payment options and to place your order."
        />
      }
      action={
        <Button onClick={() => ui.openLogin()}>
          <FormattedMessage id="cart.checkout.login" defaultMessage="Login" />
        </Button>
      }
    />
  );
});

/** Shown between an online order's placement and the gateway's page. */
export function RedirectingNotice() {
  return (
    <Notice role="status">
      <FormattedMessage id="cart.checkout.redirecting" defaultMessage="Taking you to the payment page…" />
    </Notice>
  );
}

/**
 * What the page shows once a cash order is placed, under the confirmation dialog and after it closes:
 * the order is placed, with the dialog's two ways on, instead of an emptied checkout.
 */
export function OrderPlacedNotice() {
  return (
    <EmptyState
      title={<FormattedMessage id="cart.orderConfirm.message" defaultMessage="Your order has been placed" />}
      message={
        <FormattedMessage
          id="cart.orderConfirm.details"
          defaultMessage="Thank you for shopping with us. You can follow your order in your order history."
        />
      }
      action={
        <PlacedActions>
          <ButtonLink to={linkTo('orderHistory')}>
            <FormattedMessage id="cart.orderConfirm.viewOrders" defaultMessage="View Orders" />
          </ButtonLink>
          <Link to={linkTo('home')}>
            <FormattedMessage id="cart.orderConfirm.continueShopping" defaultMessage="Continue Shopping" />
          </Link>
        </PlacedActions>
      }
    />
  );
}

/** The page's shape while the checkout loads, so nothing jumps when it arrives. */
export function CheckoutSkeleton() {
  return (
    <SkeletonRegion>
      <CheckoutColumns
        details={
          <>
            <Skeleton height={120} />
            <Skeleton height={200} style={{ marginBlockStart: 16 }} />
          </>
        }
        summary={<Skeleton height={280} />}
      />
    </SkeletonRegion>
  );
}

const Main = styled.div`
  padding-block: 24px 40px;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    padding-block-start: 16px;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr) 360px;
    gap: 24px;
  }
`;

const Details = styled.div`
  ${flexColumn('20px')}
  min-inline-size: 0;
`;

const Aside = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    position: sticky;
    inset-block-start: 16px;
  }
`;

export const Card = styled.section`
  padding-block: 16px;
  padding-inline: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    padding-inline: 20px;
  }
`;

const CardHead = styled.div`
  ${flexRow('8px 16px', { wrap: true, align: 'center', justify: 'space-between' })}
  margin-block-end: 12px;

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const Notice = styled.p`
  margin-block: 24px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;

/** A button that looks like a link (Change, Remove), for actions that stay on the page. */
export const TextButton = styled.button`
  padding-block: 4px;
  padding-inline: 6px;
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:hover:not(:disabled) {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** A link styled as the primary button (the way out of an empty state). */
const PlacedActions = styled.div`
  ${flexRow('16px', { wrap: true, align: 'center', justify: 'center' })}
`;

export const ButtonLink = styled(Link)`
  display: inline-block;
  padding-block: 0.5rem;
  padding-inline: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryScale[600]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;
