import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores, flexRow } from 'shared-sdk';
import styled from 'styled-components';

/** Logos of the payment gateways the store accepts. */
export const PaymentLogos = observer(function PaymentLogos() {
  const { settings } = useStores();
  const intl = useIntl();
  const gateways = settings.paymentGateways.filter((gateway) => gateway.logo);
  if (gateways.length === 0) return null;
  return (
    <List aria-label={intl.formatMessage({ id: 'footer.paymentMethods', defaultMessage: 'Payment methods' })}>
      {gateways.map((gateway) => (
        <li key={gateway.name}>
          <img src={gateway.logo} alt={gateway.title || gateway.name} width={56} height={32} loading="lazy" />
        </li>
      ))}
    </List>
  );
});

const List = styled.ul`
  ${flexRow('8px', { wrap: true })}
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    padding: 2px 6px;
    border-radius: 4px;
    background: #fff;
    object-fit: contain;
  }
`;
