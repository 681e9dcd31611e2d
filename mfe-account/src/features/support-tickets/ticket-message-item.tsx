import { UserText, useIntl, flexRow } from 'shared-sdk';
import styled, { css } from 'styled-components';
import type { TicketMessage } from 'shared-sdk';
import { messageTime } from './ticket-status';

/** One message of the conversation; the shopper's own sit at the inline end, support's at the start. */
export function TicketMessageItem({ message, own }: { message: TicketMessage; own: boolean }) {
  const intl = useIntl();
  return (
    <Item $own={own} data-own={own || undefined}>
      <Avatar aria-hidden="true">
        {message.profile_photo ? (
          <img src={message.profile_photo} alt="" width={36} height={36} />
        ) : (
          <span>{message.sender_name.trim().charAt(0).toUpperCase() || '?'}</span>
        )}
      </Avatar>
      <Bubble $own={own}>
        <Meta>
          <strong>
            <UserText>{message.sender_name}</UserText>
          </strong>
          <time dateTime={message.created_at}>{messageTime(intl, message.created_at)}</time>
        </Meta>
        <Text dir="auto">{message.message}</Text>
      </Bubble>
    </Item>
  );
}

type Own = { $own: boolean };

const Item = styled.li<Own>`
  ${flexRow('10px', { align: 'flex-start' })}
  max-inline-size: min(36rem, 92%);
  ${({ $own }) =>
    $own &&
    css`
      flex-direction: row-reverse;
      align-self: flex-end;
    `}
`;

const Avatar = styled.span`
  flex: none;
  ${flexRow(undefined, { align: 'center', justify: 'center' })}
  inline-size: 36px;
  block-size: 36px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryScale[100]};
  color: ${({ theme }) => theme.colors.primaryScale[800]};
  font-weight: 700;

  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Bubble = styled.div<Own>`
  min-inline-size: 0;
  padding-block: 8px;
  padding-inline: 12px;
  border-radius: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $own, theme }) =>
    $own &&
    css`
      border-color: ${theme.colors.primaryScale[200]};
      background: ${theme.colors.primaryScale[50]};
    `}
`;

const Meta = styled.div`
  ${flexRow('4px 10px', { wrap: true, align: 'baseline' })}
  margin-block-end: 4px;
  font-size: 0.8125rem;

  time {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
