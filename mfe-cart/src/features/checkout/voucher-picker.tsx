import { useId } from 'react';
import { formatDiscount, useStores, type CheckoutVoucher, FormattedMessage, observer } from 'shared-sdk';
import styled from 'styled-components';
import { VoucherNote } from './voucher-note';

export interface VoucherPickerProps {
  vouchers: readonly CheckoutVoucher[];
  /** The code now on the order. */
  applied: string;
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The shopper's collected vouchers as toggle buttons beside the code box: each says what it saves
 * here, and pressing it applies it as a typed code would (pressing the applied one removes it).
 * Those that do not apply are disabled and say why.
 */
export const VoucherPicker = observer(function VoucherPicker({ vouchers, applied, busy, onApply, onRemove }: VoucherPickerProps) {
  const { settings } = useStores();
  const headingId = useId();
  const currency = { ...settings.currency, locale: settings.locale };
  return (
    <Group role="group" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h3 id={headingId}>
        <FormattedMessage id="cart.checkout.yourVouchers" defaultMessage="Your vouchers" />
      </h3>
      <List>
        {vouchers.map((voucher) => {
          const usable = voucher.reason === null;
          const pressed = usable && voucher.code.toUpperCase() === applied.toUpperCase();
          return (
            <li key={voucher.id}>
              <Option
                type="button"
                data-testid="voucher-option"
                aria-pressed={usable ? pressed : undefined}
                disabled={!usable}
                // aria-disabled while busy: a disabled button would drop the focus it has.
                aria-disabled={busy || undefined}
                $usable={usable}
                onClick={() => {
                  if (busy) return;
                  if (pressed) onRemove();
                  else onApply(voucher.code);
                }}
              >
                <Code>
                  <bdi>{voucher.code}</bdi>
                </Code>
                <Off>
                  <FormattedMessage
                    id="cart.voucher.off"
                    defaultMessage="{discount} off"
                    values={{ discount: <bdi key="d">{formatDiscount(voucher.discount, voucher.discount_type, currency)}</bdi> }}
                  />
                </Off>
                <Note $usable={usable}>
                  <VoucherNote voucher={voucher} />
                </Note>
                {pressed && (
                  <Tick>
                    <FormattedMessage id="cart.checkout.voucherPicked" defaultMessage="Applied" />
                  </Tick>
                )}
              </Option>
            </li>
          );
        })}
      </List>
    </Group>
  );
});

const Group = styled.div`
  margin-block-start: 16px;

  h3 {
    margin-block: 0 8px;
    font-size: 0.95rem;
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.button<{ $usable: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 8px;
  box-sizing: border-box;
  inline-size: 100%;
  min-block-size: 44px;
  padding-block: 10px;
  padding-inline: 12px;
  border: 1px dashed ${({ $usable, theme }) => ($usable ? theme.colors.primaryScale[300] : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $usable, theme }) => ($usable ? theme.colors.surface : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.success};
    background: #f0fdf4;
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`;

const Code = styled.strong`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  letter-spacing: 0.04em;
  overflow-wrap: anywhere;
`;

const Off = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.85rem;
  text-align: end;
`;

const Note = styled.span<{ $usable: boolean }>`
  grid-column: 1 / -1;
  color: ${({ $usable, theme }) => ($usable ? theme.colors.primaryScale[700] : theme.colors.muted)};
  font-size: 0.9rem;
  font-weight: ${({ $usable }) => ($usable ? 700 : 400)};
`;

const Tick = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.8rem;
  font-weight: 700;
`;
