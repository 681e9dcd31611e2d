import { useState, type FormEvent } from 'react';
import { Button, TextField, useQuery, useStores, FormattedMessage, useIntl, observer, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { cartQueries } from '../../data/queries';
import { CheckoutSection, TextButton } from './checkout-layout';
import { VoucherPicker } from './voucher-picker';

/**
 * A voucher for the order, typed or picked from the shopper's collected ones: either is sent with the
 * checkout (the store toasts a refusal and keeps the previous code); an applied code shows with
 * Remove. `buyNow` works on the buy-now line.
 */
export const CouponForm = observer(function CouponForm({ buyNow = false }: { buyNow?: boolean }) {
  const stores = useStores();
  const { checkout } = stores;
  const intl = useIntl();
  // null until the first answer.
  const vouchers = useQuery(cartQueries.checkoutVouchers(stores, buyNow)).data ?? null;
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const applied = checkout.coupon_code;

  /** One voucher change at a time, from the code box or the picker. */
  const run = async (change: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await change();
    } finally {
      setBusy(false);
    }
  };

  const applyCode = (text: string) =>
    run(async () => {
      if (await checkout.applyCoupon(text, { buyNow })) setCode('');
    });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed) void applyCode(trimmed);
  };

  const remove = () => run(() => checkout.removeCoupon({ buyNow }));

  return (
    <CheckoutSection id="voucher" title={<FormattedMessage id="cart.checkout.voucherTitle" defaultMessage="Voucher" />}>
      {applied ? (
        <Applied>
          <span>
            <FormattedMessage
              id="cart.checkout.voucherApplied"
              defaultMessage="Voucher {code} applied"
              values={{ code: <Code>{applied}</Code> }}
            />
          </span>
          <TextButton type="button" onClick={remove} disabled={busy}>
            <FormattedMessage id="cart.checkout.removeVoucher" defaultMessage="Remove" />
          </TextButton>
        </Applied>
      ) : (
        <Form onSubmit={apply} aria-busy={busy || undefined}>
          <TextField
            label={<FormattedMessage id="cart.checkout.voucherCode" defaultMessage="Voucher code" />}
            placeholder={intl.formatMessage({ id: 'cart.checkout.voucherPlaceholder', defaultMessage: 'Enter a voucher code' })}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button type="submit" $variant="secondary" disabled={busy || !code.trim()}>
            <FormattedMessage id="cart.checkout.applyVoucher" defaultMessage="Apply" />
          </Button>
        </Form>
      )}
      {vouchers && vouchers.length > 0 && (
        <VoucherPicker
          vouchers={vouchers}
          applied={applied}
          busy={busy}
          onApply={(picked) => void applyCode(picked)}
          onRemove={() => void remove()}
        />
      )}
    </CheckoutSection>
  );
});

const Form = styled.form`
  ${flexRow('8px', { align: 'flex-end' })}

  > div {
    flex: 1;
    min-inline-size: 0;
    margin-block-end: 0;
  }

  > button {
    flex: none;
    min-block-size: 40px;
  }
`;

const Applied = styled.div`
  ${flexRow('8px', { wrap: true, align: 'center', justify: 'space-between' })}
  padding-block: 10px;
  padding-inline: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius};
  background: #f0fdf4;
`;

const Code = styled.strong`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  letter-spacing: 0.04em;
`;
