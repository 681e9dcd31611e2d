import { FormattedMessage } from 'shared-sdk';

/** How many products a shop sells ('12 products'), beside its status on its card and in its page's head. */
export function ShopProductCount({ count }: { count: number }) {
  return (
    <span>
      <FormattedMessage id="shop.productCount" defaultMessage="{count, plural, one {# product} other {# products}}" values={{ count }} />
    </span>
  );
}
