import { Button, useStores, FormattedMessage, observer } from 'shared-sdk';
import styled from 'styled-components';

/** 'Store Vouchers': opens the shop's vouchers (the cart remote's store-voucher dialog). */
export const ShopVouchersButton = observer(function ShopVouchersButton({ shopId }: { shopId: number }) {
  const { ui } = useStores();
  return (
    <Vouchers $variant="secondary" type="button" onClick={() => ui.openStoreVoucher(shopId)}>
      <FormattedMessage id="shop.vouchers" defaultMessage="Store Vouchers" />
    </Vouchers>
  );
});

/** Level with the name's first line on wide screens; under the text on phones. */
const Vouchers = styled(Button)`
  flex: none;
  margin-block-start: 12px;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    margin-block-start: 0;
  }
`;
