import { useState, type FormEvent } from 'react';
import { Button, TextField, useStores, FormattedMessage, useIntl, observer } from 'shared-sdk';
import styled from 'styled-components';
import { CheckoutSection, TextButton } from './checkout-layout';

/**
 * A voucher code for the order: Apply sends it with the checkout (the store toasts a refusal and
 * keeps the previous code); an applied code shows with Remove. `buyNow` works on the buy-now line.
 */
export const CouponForm = observer(function CouponForm({ buyNow = false }: { buyNow?: boolean }) {
  const { cart } = useStores();
  const intl = useIntl();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const applied = cart.coupon_code;

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      if (await cart.applyCoupon(trimmed, { buyNow })) setCode('');
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await cart.removeCoupon({ buyNow });
    } finally {
      setBusy(false);
    }
  };

  return (
    <CheckoutSection id="voucher" title={<FormattedMessage id="cart.checkout.voucherTitle" defaultMessage="Voucher" />}>
      {applied ? (
        <Applied>
          <span>
            <FormattedMessage id="cart.checkout.voucherApplied" defaultMessage="Voucher {code} applied" values={{ code: <Code>{applied}</Code> }} />
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
    </CheckoutSection>
  );
});

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 8px;

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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
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
