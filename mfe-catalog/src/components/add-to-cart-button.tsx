import type { MouseEvent } from 'react';
import {
  iconClasses,
  shopperActionButton,
  staticShopperAction,
  useIntl,
  useSingleFlight,
  useStores,
  type Product,
  observer,
} from 'shared-sdk';
import styled from 'styled-components';
import { cartPayload, type CartChoice } from '../data/cart-payload';
import { defaultOption } from '../data/pricing';

export interface AddToCartButtonProps {
  product: Pick<Product, 'id' | 'name' | 'unit' | 'quantity' | 'sizes' | 'colors'>;
  /** The shopper's choice; a product card sends the default options (the cheapest size and colour). */
  choice?: CartChoice;
  /** A compact full-width button under a product card, or the large one of the details page. */
  size?: 'compact' | 'large';
}

/**
 * Add to cart through the shared cart store (docs/architecture.md#state-shared-sdk-and-the-root-store): it refuses a guest with 'Please login
 * first!' and the login modal, toasts the success with 'View In Cart', and shows server errors.
 * Disabled while the request runs and when the product is out of stock. A submit button of the
 * page's shopper-action form (shared-sdk's shopperActionButton): without JavaScript it posts
 * `cart-add:<id>` and the server answers a guest's page; hydrated, the click never submits. Outside
 * the islands of a page of islands it is never hydrated: it carries its cart line, and the shell
 * acts for it (docs/islands.md).
 */
export const AddToCartButton = observer(function AddToCartButton({ product, choice, size = 'compact' }: AddToCartButtonProps) {
  const { basket } = useStores();
  const intl = useIntl();
  const soldOut = product.quantity <= 0;
  // One unit per wish: taps while it is being added (a held tap's replay and the taps after it) add nothing.
  const line = cartPayload(product, choice ?? { quantity: 1, size: defaultOption(product.sizes), color: defaultOption(product.colors) });
  const { run: addOnce, busy } = useSingleFlight(() => basket.add(line, product.name));
  const add = (event: MouseEvent<HTMLButtonElement>) => {
    // The page acts, not the form (the early-taps script's replayed click comes here too).
    event.preventDefault();
    if (!soldOut) void addOnce();
  };
  const words = soldOut
    ? intl.formatMessage({ id: 'product.outOfStock', defaultMessage: 'Out of stock' })
    : intl.formatMessage({ id: 'product.addToCart', defaultMessage: 'Add to Cart' });
  return (
    <Button
      {...shopperActionButton('cart-add', product.id)}
      {...staticShopperAction(product.name, line)}
      className={iconClasses('cart')}
      $size={size}
      onClick={add}
      disabled={soldOut}
      aria-busy={busy || undefined}
      // The card's button names its product for screen readers; the visible words stay first.
      aria-label={size === 'compact' ? `${words}: ${product.name}` : undefined}
    >
      {words}
    </Button>
  );
});

const Button = styled.button<{ $size: 'compact' | 'large' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  inline-size: ${({ $size }) => ($size === 'compact' ? '100%' : 'auto')};
  min-block-size: ${({ $size }) => ($size === 'compact' ? '38px' : '46px')};
  padding-inline: ${({ $size }) => ($size === 'compact' ? '12px' : '24px')};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $size }) => ($size === 'compact' ? theme.colors.primaryScale[50] : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  --sf-icon-size: 18px;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primary};
    color: #ffffff;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }

  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.75;
  }

  /* Two cards a row on phones: the words stay on one line. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    gap: 6px;
    padding-inline: 8px;
    font-size: ${({ $size }) => ($size === 'compact' ? '0.875rem' : 'inherit')};
    white-space: nowrap;

    &::before {
      display: ${({ $size }) => ($size === 'compact' ? 'none' : 'inline-block')};
    }
  }
`;
