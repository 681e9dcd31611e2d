import { useId, useState } from 'react';
import { useStores, type PaymentGateway, FormattedMessage, observer, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { Card } from './checkout-layout';

/**
 * The chosen payment method's `name`: the shopper's choice while settings still offer it, else the
 * first gateway (cash in the seed); null when settings offer none.
 */
export function usePaymentMethod(): [string | null, (name: string) => void] {
  const { settings } = useStores();
  const [chosen, setChosen] = useState<string | null>(null);
  const gateways = settings.paymentGateways;
  const method = gateways.find((g) => g.name === chosen)?.name ?? gateways[0]?.name ?? null;
  return [method, setChosen];
}

/** The payment gateways of settings as one radio group: logo and title each. */
export const PaymentMethods = observer(function PaymentMethods({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (name: string) => void;
}) {
  const { settings } = useStores();
  const name = useId();
  const gateways: PaymentGateway[] = settings.paymentGateways;
  return (
    <Group as="fieldset">
      <Legend>
        <FormattedMessage id="cart.checkout.paymentTitle" defaultMessage="Payment Method" />
      </Legend>
      {gateways.length === 0 ? (
        <Muted>
          <FormattedMessage id="cart.checkout.noPayment" defaultMessage="No payment method is available right now." />
        </Muted>
      ) : (
        <Options>
          {gateways.map((gateway) => (
            <Option key={gateway.name} $checked={gateway.name === value}>
              <input
                type="radio"
                name={name}
                value={gateway.name}
                checked={gateway.name === value}
                onChange={() => onChange(gateway.name)}
              />
              {gateway.logo ? <Logo src={gateway.logo} alt="" width={40} height={28} /> : <LogoBlank aria-hidden="true" />}
              <bdi>{gateway.title || gateway.name}</bdi>
            </Option>
          ))}
        </Options>
      )}
    </Group>
  );
});

const Group = styled(Card)`
  min-inline-size: 0;
  margin: 0;
`;

const Legend = styled.legend`
  float: inline-start;
  inline-size: 100%;
  margin-block-end: 12px;
  padding: 0;
  font-size: 1.1rem;
  font-weight: 700;
`;

const Options = styled.div`
  clear: both;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 10px;
`;

const Option = styled.label<{ $checked: boolean }>`
  ${flexRow('10px', { align: 'center' })}
  padding-block: 10px;
  padding-inline: 12px;
  border: 1px solid ${({ $checked, theme }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $checked, theme }) => ($checked ? theme.colors.primaryScale[50] : 'transparent')};
  font-weight: 600;
  cursor: pointer;

  input {
    flex: none;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

const Logo = styled.img`
  flex: none;
  inline-size: 40px;
  block-size: 28px;
  object-fit: contain;
`;

const LogoBlank = styled.span`
  flex: none;
  inline-size: 40px;
  block-size: 28px;
`;

const Muted = styled.p`
  clear: both;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
