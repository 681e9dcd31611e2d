import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop: keyboard users jump past the header and navigation. */
export function SkipLink() {
  return (
    <Link href={`#${MAIN_CONTENT_ID}`}>
      <FormattedMessage id="layout.skipToContent" defaultMessage="Skip to content" />
    </Link>
  );
}

const Link = styled.a`
  position: absolute;
  inset-inline-start: 8px;
  inset-block-start: -48px;
  z-index: 2000;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    inset-block-start: 8px;
  }
`;
