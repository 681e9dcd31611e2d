import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorState, useQuery, useStores } from 'shared-sdk';
import styled from 'styled-components';
import { PageSkeleton } from '../../components/page-skeleton';
import { messengerHref, phoneHref, readableAddress, whatsappHref } from './contact-links';
import { ChatLink } from './chat-link';
import { ContentEmpty } from './content-empty';
import { contentQueries } from './content-queries';

/**
 * How to reach the store (GET /contact-us): phone, email, WhatsApp, Messenger, each a link (WhatsApp
 * and Messenger in a new tab). Numbers and addresses stay left to right inside Arabic text.
 */
export function ContactInfo() {
  const { api } = useStores();
  const intl = useIntl();
  const state = useQuery(contentQueries.contact(api));
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'error') return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  const { phone, email, whatsapp, messenger } = state.data;
  if (!phone && !email && !whatsapp && !messenger) return <ContentEmpty />;
  const whatsappLink = whatsapp ? whatsappHref(whatsapp) : null;
  const messengerLink = messenger ? messengerHref(messenger) : null;
  const messengerText = messengerLink ? readableAddress(messengerLink) : messenger;
  return (
    <List>
      {phone && (
        <div>
          <dt>
            <FormattedMessage id="contact.phone" defaultMessage="Phone" />
          </dt>
          <dd>
            <a href={phoneHref(phone)}>
              <bdi dir="ltr">{phone}</bdi>
            </a>
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>
            <FormattedMessage id="contact.email" defaultMessage="Email" />
          </dt>
          <dd>
            <a href={`mailto:${email}`}>
              <bdi dir="ltr">{email}</bdi>
            </a>
          </dd>
        </div>
      )}
      {whatsapp && (
        <div>
          <dt>WhatsApp</dt>
          <dd>
            <ChatLink
              href={whatsappLink}
              text={whatsapp}
              label={intl.formatMessage(
                { id: 'contact.whatsappLink', defaultMessage: 'Chat on WhatsApp: {number} (opens in a new tab)' },
                { number: whatsapp },
              )}
            />
          </dd>
        </div>
      )}
      {messenger && (
        <div>
          <dt>Messenger</dt>
          <dd>
            <ChatLink
              href={messengerLink}
              text={messengerText ?? messenger}
              label={intl.formatMessage(
                { id: 'contact.messengerLink', defaultMessage: 'Message us on Messenger: {address} (opens in a new tab)' },
                { address: messengerText },
              )}
            />
          </dd>
        </div>
      )}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: 16px;
  margin-block: 0 32px;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }

  > div {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }

  dd {
    margin: 4px 0 0;
    font-weight: 600;
  }

  a {
    color: inherit;
    overflow-wrap: anywhere;
  }
`;
