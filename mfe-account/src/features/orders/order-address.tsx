import { UserText, type Address, flexColumn } from 'shared-sdk';
import styled from 'styled-components';

/**
 * The delivery address as it was when the order was placed: name, phone, then the address lines.
 * Each line keeps the page's direction, so it aligns with the card (to the right in Arabic); the
 * shopper's text sits in an isolate of its own direction inside it, so '12, Road 7' keeps its order.
 * (dir="auto" on the line itself aligned a Latin line to the left of a right-to-left card.)
 */
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
        <span>
          <bdi dir="ltr">{address.phone}</bdi>
        </span>
      )}
      {lines.map((line, index) => (
        // Lines have no id of their own, and two may read the same.
        <span key={index}>
          <UserText>{line}</UserText>
        </span>
      ))}
    </Block>
  );
}

const Block = styled.address`
  ${flexColumn('2px')}
  font-style: normal;
  overflow-wrap: anywhere;
`;
