import { Link } from 'shared-sdk';
import styled, { css } from 'styled-components';

type Variant = { $variant?: 'primary' | 'secondary' };

/** shared-sdk's Button's look, for a link: primary, or outlined secondary. */
const buttonLook = css<Variant>`
  display: inline-flex;
  align-items: center;
  padding-block: 0.5rem;
  padding-inline: 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  text-decoration: none;

  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: #ffffff;

          &:hover {
            background: ${theme.colors.primaryScale[600]};
          }
        `
      : css`
          border: 1px solid ${theme.colors.border};
          background: ${theme.colors.surface};
          color: ${theme.colors.text};

          &:hover {
            background: ${theme.colors.background};
          }
        `}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

/** A link to another page that looks like a button (Add New Address, Edit, Cancel). */
export const LinkButton = styled(Link)<Variant>`
  ${buttonLook}
`;

/** A link to a document outside the app (the invoice) that looks like a button. */
export const AnchorButton = styled.a<Variant>`
  ${buttonLook}
`;
