import { FormattedMessage } from 'shared-sdk';
import styled from 'styled-components';

/** 'Online' or 'Offline' with a coloured dot (the word carries the meaning, not the colour). */
export function ShopStatus({ status }: { status: 'Online' | 'Offline' }) {
  const online = status === 'Online';
  return (
    <Badge $online={online}>
      {online ? (
        <FormattedMessage id="shop.online" defaultMessage="Online" />
      ) : (
        <FormattedMessage id="shop.offline" defaultMessage="Offline" />
      )}
    </Badge>
  );
}

const Badge = styled.span<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ $online, theme }) => ($online ? theme.colors.success : theme.colors.muted)};
  font-weight: 600;

  &::before {
    content: '';
    inline-size: 8px;
    block-size: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;
