import { UserText, useStores, FormattedMessage, useIntl, observer, flexRow } from 'shared-sdk';
import styled from 'styled-components';

const PHOTO_SIZE = 64;

/** Where the name goes in the formatted greeting: a private-use character no translation holds. */
const NAME_SLOT = '\uE000';

/**
 * The greeting's words around the name, and the punctuation right after it ('!' of 'Hello, {name}!',
 * '،' of a translation that starts with the name), which must stay on the name's line.
 */
function splitAtName(text: string): { before: string; punctuation: string; after: string } | null {
  const at = text.indexOf(NAME_SLOT);
  if (at < 0) return null;
  const rest = text.slice(at + NAME_SLOT.length);
  const punctuation = /^\S*/.exec(rest)?.[0] ?? '';
  return { before: text.slice(0, at), punctuation, after: rest.slice(punctuation.length) };
}

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
  const hello = intl.formatMessage({ id: 'account.dashboard.hello', defaultMessage: 'Hello, {name}!' }, { name: NAME_SLOT });
  const parts = splitAtName(hello);
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
          {parts ? (
            <>
              {parts.before}
              {/* The name in its own direction, then the page's punctuation after it, on one line in either language. */}
              <NameAndPunctuation>
                <UserText>{name}</UserText>
                {parts.punctuation}
              </NameAndPunctuation>
              {parts.after}
            </>
          ) : (
            hello
          )}
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
  ${flexRow('16px', { align: 'center' })}
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

/**
 * No line break between the name and its punctuation: broken there, an Arabic page started a line
 * with '!' beside the name's last letters ('!ar'). The name itself still wraps between its words.
 */
const NameAndPunctuation = styled.span`
  white-space: nowrap;

  bdi {
    white-space: normal;
  }
`;

const Intro = styled.p`
  margin-block: 4px 0;
  color: ${({ theme }) => theme.colors.muted};
`;
