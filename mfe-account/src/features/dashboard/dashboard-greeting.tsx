import { useStores, FormattedMessage, useIntl, observer } from 'shared-sdk';
import styled from 'styled-components';

const PHOTO_SIZE = 64;

/** The first letters of up to two words of the name, for a shopper without a photo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

/** 'Hello, {name}' with the shopper's photo (or initials) and what the dashboard is for. */
export const DashboardGreeting = observer(function DashboardGreeting() {
  const { auth } = useStores();
  const intl = useIntl();
  const user = auth.user;
  const name = user?.name ?? '';
  return (
    <Card data-testid="dashboard-greeting">
      {user?.profile_photo ? (
        <Photo
          src={user.profile_photo}
          alt={intl.formatMessage({ id: 'account.dashboard.photoAlt', defaultMessage: 'Profile photo of {name}' }, { name })}
          width={PHOTO_SIZE}
          height={PHOTO_SIZE}
        />
      ) : (
        <Initials aria-hidden="true">{initials(name)}</Initials>
      )}
      <div>
        <Hello>
          <FormattedMessage id="account.dashboard.hello" defaultMessage="Hello, {name}!" values={{ name: <bdi>{name}</bdi> }} />
        </Hello>
        <Intro>
          <FormattedMessage
            id="account.dashboard.intro"
            defaultMessage="From your dashboard you can follow your orders and manage your wishlist, profile and addresses."
          />
        </Intro>
      </div>
    </Card>
  );
});

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-block-end: 24px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryScale[50]};
`;

const Photo = styled.img`
  flex: none;
  inline-size: ${PHOTO_SIZE}px;
  block-size: ${PHOTO_SIZE}px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surface};
`;

const Initials = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${PHOTO_SIZE}px;
  block-size: ${PHOTO_SIZE}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  font-size: 1.4rem;
  font-weight: 700;
`;

const Hello = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Intro = styled.p`
  margin-block: 4px 0;
  color: ${({ theme }) => theme.colors.muted};
`;
