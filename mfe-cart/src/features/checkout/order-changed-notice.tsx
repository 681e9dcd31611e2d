import { useEffect, useRef } from 'react';
import { useFormatMoney, useStores, type OrderChange, FormattedMessage, observer, UserText } from 'shared-sdk';
import styled from 'styled-components';

/**
 * Place Order was refused because the order changed since its summary (the server's 409): the
 * summary beside it already shows the order as it is now; this says what changed and asks the
 * shopper to decide again. It is announced (role="alert") and takes focus, so nobody presses
 * Place Order again without having been told.
 */
export const OrderChangedNotice = observer(function OrderChangedNotice() {
  const { checkout } = useStores();
  const changes = checkout.orderChanges;
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (changes.length > 0) region.current?.focus();
  }, [changes]);
  if (changes.length === 0) return null;
  return (
    <Notice ref={region} role="alert" tabIndex={-1} data-testid="order-changed">
      <Title>
        <FormattedMessage id="cart.checkout.changedTitle" defaultMessage="Your order changed since you saw it" />
      </Title>
      <List>
        {changes.map((change, index) => (
          <li key={index}>
            <ChangeText change={change} />
          </li>
        ))}
      </List>
      <p>
        <FormattedMessage id="cart.checkout.changedAgain" defaultMessage="Please check your order and place it again." />
      </p>
    </Notice>
  );
});

function ChangeText({ change }: { change: OrderChange }) {
  const money = useFormatMoney();
  switch (change.kind) {
    case 'price':
      return (
        <FormattedMessage
          id="cart.checkout.changedPrice"
          defaultMessage="{product} now costs {after} (was {before})."
          values={{
            product: <UserText key="p">{change.name}</UserText>,
            after: <bdi key="a">{money(change.after)}</bdi>,
            before: <bdi key="b">{money(change.before)}</bdi>,
          }}
        />
      );
    case 'quantity':
      return (
        <FormattedMessage
          id="cart.checkout.changedQuantity"
          defaultMessage="{product}: the quantity is now {after} (was {before})."
          values={{ product: <UserText key="p">{change.name}</UserText>, after: change.after, before: change.before }}
        />
      );
    case 'gone':
      return (
        <FormattedMessage
          id="cart.checkout.changedGone"
          defaultMessage="{product} is no longer available and is not in this order."
          values={{ product: <UserText key="p">{change.name}</UserText> }}
        />
      );
    case 'added':
      return (
        <FormattedMessage
          id="cart.checkout.changedAdded"
          defaultMessage="{product} is now in this order."
          values={{ product: <UserText key="p">{change.name}</UserText> }}
        />
      );
    case 'stock':
      return <>{change.message}</>;
    case 'total':
      return (
        <FormattedMessage
          id="cart.checkout.changedTotal"
          defaultMessage="The total payable is now {after} (was {before})."
          values={{ after: <bdi key="a">{money(change.after)}</bdi>, before: <bdi key="b">{money(change.before)}</bdi> }}
        />
      );
  }
}

const Notice = styled.div`
  margin-block-end: 16px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 1.1rem;
`;

const List = styled.ul`
  margin: 0 0 8px;
  padding-inline-start: 20px;
`;
