import { UserText, type Address } from 'shared-sdk';
import styled from 'styled-components';

/** The delivery address as it was when the order was placed: name, phone, then the address lines. */
export function OrderAddress({ address }: { address: Address }) {
  const lines = [
    [address.flat_no, address.address_line].filter(Boolean).join(', '),
    address.address_line2,
    [address.area, address.post_code].filter(Boolean).join(' '),
  ].filter((line): line is string => Boolean(line));
  return (
    <Block data-testid="order-address">
      {address.name && (
        <strong>
          <UserText>{address.name}</UserText>
        </strong>
      )}
      {address.phone && (
        <span dir="ltr" className="phone">
          {address.phone}
        </span>
      )}
      {lines.map((line) => (
        <span key={line} dir="auto">
          {line}
        </span>
      ))}
    </Block>
  );
}

const Block = styled.address`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-style: normal;
  overflow-wrap: anywhere;

  .phone {
    align-self: flex-start;
  }
`;
