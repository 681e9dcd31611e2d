import { useEffect, useId, useRef, useState } from 'react';
import {
  Link,
  QuantityStepper,
  VisuallyHidden,
  linkTo,
  useStores,
  type CartProduct,
  type StockShortage,
  FormattedMessage,
  useIntl,
  observer,
  flexColumn,
  flexRow,
} from 'shared-sdk';
import styled from 'styled-components';
import { LineStepper, RemoveLineButton } from '../../components/line-stepper';

export interface ShortLineControlsProps {
  product: CartProduct;
  shortage: StockShortage;
  /** The buy-now line (kept apart from the basket) instead of a basket line. */
  buyNow: boolean;
  /** The id of the line's product name, which names this group. */
  labelledBy: string;
}

/** CheckoutSection's heading of the items (checkout-layout.tsx): where focus goes when a line leaves. */
const ITEMS_HEADING_ID = 'checkout-items-heading';

/**
 * Focus was on a control of a line that has left the page: the items' heading takes it, or the page's
 * h1 once no line is left, so the next Tab starts from there rather than from the top of the page.
 */
function focusAfterRemoval(): void {
  if (document.activeElement && document.activeElement !== document.body) return;
  const target = document.getElementById(ITEMS_HEADING_ID) ?? document.querySelector<HTMLElement>('h1');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * A line Place Order found short of stock (the server's 409, checkout.stockShortages): the server's
 * words while it is still short, a stepper that goes no higher than what is left, and Remove (a
 * basket line) or the way back to the product (buy now, whose line is not in the basket). Each change
 * goes through the stores (the basket's steps, or the buy-now line stored again), which fetch the
 * summary again, so the next Place Order sends the summary of the lowered line. The group is named by
 * the product and described by the words, so a screen reader hears why the line needs a change.
 */
export const ShortLineControls = observer(function ShortLineControls({ product, shortage, buyNow, labelledBy }: ShortLineControlsProps) {
  const intl = useIntl();
  const { basket, checkout } = useStores();
  const noteId = useId();
  const group = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  /** Focus was in this group when the change started: it stays there when its button turns disabled. */
  const keepFocus = useRef(false);
  const short = product.quantity > shortage.available;

  useEffect(() => {
    if (busy || !keepFocus.current) return;
    keepFocus.current = false;
    // A stepper button disabled during its change (or at its bound now) dropped focus to <body>.
    if (document.activeElement === document.body || document.activeElement === null) group.current?.querySelector('input')?.focus();
  }, [busy]);

  const run = async (task: () => Promise<boolean>) => {
    if (busy) return false;
    keepFocus.current = Boolean(group.current?.contains(document.activeElement));
    setBusy(true);
    try {
      return await task();
    } finally {
      setBusy(false);
    }
  };

  const changeQuantity = (quantity: number) =>
    void run(() => (buyNow ? checkout.changeBuyNowQuantity(quantity) : basket.changeQuantity(product, quantity)));

  const remove = () =>
    void run(() => basket.delete(product)).then((removed) => {
      // The line re-renders without this group on the store's next answer; focus follows after that.
      if (removed) window.setTimeout(focusAfterRemoval, 0);
    });

  return (
    <Group
      ref={group}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={short ? noteId : undefined}
      aria-busy={busy || undefined}
    >
      {short && (
        <Note id={noteId} data-testid="short-line-message">
          <span aria-hidden="true">⚠ </span>
          {shortage.message}
        </Note>
      )}
      <Controls>
        {shortage.available > 0 && (
          <LineStepper>
            <QuantityStepper
              value={product.quantity}
              min={1}
              max={shortage.available}
              label={intl.formatMessage({ id: 'cart.checkout.quantityOf', defaultMessage: 'Quantity of {name}' }, { name: product.name })}
              disabled={busy || checkout.isPlacingOrder}
              onChange={changeQuantity}
            />
          </LineStepper>
        )}
        {buyNow ? (
          <Link to={linkTo('productDetails', { id: product.id })}>
            <FormattedMessage id="cart.checkout.backToProduct" defaultMessage="Back to the product" />
          </Link>
        ) : (
          <Remove type="button" disabled={busy || checkout.isPlacingOrder} onClick={remove}>
            <FormattedMessage id="cart.checkout.remove" defaultMessage="Remove" />
            <VisuallyHidden>
              : <bdi>{product.name}</bdi>
            </VisuallyHidden>
          </Remove>
        )}
      </Controls>
    </Group>
  );
});

const Group = styled.div`
  ${flexColumn('8px')}
  margin-block-start: 4px;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Controls = styled.div`
  ${flexRow('8px 16px', { wrap: true, align: 'center' })}
`;

const Remove = styled(RemoveLineButton)`
  min-block-size: 36px;
  font-size: 0.9rem;
`;
