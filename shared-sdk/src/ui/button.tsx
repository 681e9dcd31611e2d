import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

/**
 * The storefront's button: a real <button> (type "button" unless given, so it never submits a form by
 * accident) with a visible focus ring, in the theme's primary colour or as an outlined secondary.
 */
export const Button = styled.button.attrs<{ $variant?: ButtonVariant }>((props) => ({ type: props.type ?? 'button' }))`
  padding-block: 0.5rem;
  padding-inline: 1.25rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: #ffffff;

          &:hover:not(:disabled) {
            background: ${theme.colors.primaryScale[600]};
          }
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};

          &:hover:not(:disabled) {
            background: ${theme.colors.background};
          }
        `}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
