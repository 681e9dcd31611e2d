import type { MouseEvent } from 'react';
import {
  iconClasses,
  shopperActionButton,
  staticShopperAction,
  useSingleFlight,
  useStores,
  type Product,
  useIntl,
  observer,
} from 'shared-sdk';
import styled, { css } from 'styled-components';

export interface WishlistToggleProps {
  product: Pick<Product, 'id' | 'name' | 'is_favorite'>;
  /** Round on a product image, or a bordered button beside Add to cart. */
  variant?: 'overlay' | 'outline';
  /** Places the button (over a card's image). */
  className?: string;
}

/**
 * The heart of a product: a toggle button (aria-pressed). The wishlist store owns the rule: a guest
 * gets the registration modal (docs/product.md#roles), a customer's favourite is added or removed.
 * A submit button of the page's shopper-action form (shared-sdk's shopperActionButton): without
 * JavaScript it posts `wishlist:<id>` and the server answers a guest's page; hydrated, the click
 * never submits. Outside the islands of a page of islands it is never hydrated: the shell acts for
 * it and keeps it in step with the wishlist (docs/islands.md).
 */
export const WishlistToggle = observer(function WishlistToggle({ product, variant = 'overlay', className }: WishlistToggleProps) {
  const intl = useIntl();
  const { wishlist } = useStores();
  // A second tap while the first is on its way would undo it: taps until it is done are the same wish.
  const { run: toggleOnce, busy } = useSingleFlight(() => wishlist.toggle(product.id));
  const favorite = wishlist.isFavorite(product.id);
  const label = favorite
    ? intl.formatMessage({ id: 'wishlist.remove', defaultMessage: 'Remove {name} from wishlist' }, { name: product.name })
    : intl.formatMessage({ id: 'wishlist.add', defaultMessage: 'Add {name} to wishlist' }, { name: product.name });
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    // The page acts, not the form (the early-taps script's replayed click comes here too).
    event.preventDefault();
    void toggleOnce();
  };
  return (
    <Toggle
      {...shopperActionButton('wishlist', product.id)}
      {...staticShopperAction(product.name)}
      className={[iconClasses('heart', favorite), className].filter(Boolean).join(' ')}
      $variant={variant}
      aria-pressed={favorite}
      aria-label={label}
      aria-busy={busy || undefined}
      onClick={toggle}
    />
  );
});

const Toggle = styled.button<{ $variant: 'overlay' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;

  ${({ $variant, theme }) =>
    $variant === 'overlay'
      ? css`
          inline-size: 36px;
          block-size: 36px;
          --sf-icon-size: 18px;
          border-radius: 999px;
          box-shadow: 0 2px 6px rgb(15 23 42 / 0.12);
        `
      : css`
          inline-size: 44px;
          block-size: 44px;
          --sf-icon-size: 20px;
          border-radius: ${theme.radius};
        `}

  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primaryScale[200]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;
