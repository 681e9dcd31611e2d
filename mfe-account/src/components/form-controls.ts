import styled, { css } from 'styled-components';
import { flexRow } from 'shared-sdk';

/** The control border and focus ring the account forms share with shared-sdk's TextField. */
export const controlStyle = css`
  box-sizing: border-box;
  inline-size: 100%;
  min-inline-size: 0;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }

  &:disabled {
    opacity: 0.7;
  }
`;

/** The card a form (or a list item) sits on. */
export const Panel = styled.div`
  box-sizing: border-box;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    padding: 14px;
  }
`;

/** Two fields side by side on wider screens, stacked on a phone. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 0 16px;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The buttons at the foot of a form, at its inline end. */
export const FormActions = styled.div`
  ${flexRow('8px', { wrap: true, justify: 'flex-end' })}
  margin-block-start: 8px;
`;
