import type { Shop } from 'shared-sdk';
import { ShopCard, ShopGrid } from './shop-card';
import { imagePriorityAt, useDeferredList } from './deferred-list';

export interface ShopCardListProps {
  shops: readonly Shop[];
  /**
   * How many first cards the first render shows (the server's HTML); the others render when the list
   * comes near the screen, card-sized placeholders holding their places until then. Every card when
   * not given.
   */
  renderFirst?: number;
  /** How many first cards are above the fold: their banners load at once, the first one first. */
  aboveFold?: number;
}

/** Shops in a responsive grid of cards, as a list. */
export function ShopCardList({ shops, renderFirst = Infinity, aboveFold = 0 }: ShopCardListProps) {
  const { ref, shown } = useDeferredList<HTMLUListElement>(shops.length, renderFirst);
  return (
    <ShopGrid ref={ref}>
      {shops.slice(0, shown).map((shop, i) => (
        <li key={shop.id}>
          <ShopCard shop={shop} imagePriority={imagePriorityAt(i, aboveFold)} />
        </li>
      ))}
      {shops.slice(shown).map((shop) => (
        <li key={`later-${shop.id}`} data-placeholder aria-hidden="true" />
      ))}
    </ShopGrid>
  );
}
