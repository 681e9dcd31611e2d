import { css } from 'styled-components';

/** A name that links (a product, a shop): plain text until hovered or focused. */
export const headingLinkStyles = css`
  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;
