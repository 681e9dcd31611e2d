import styled from 'styled-components';

/**
 * Around a line's QuantityStepper (the cart drawer's lines, a checkout line short of stock): the
 * stepper's visible label repeats the name the line already shows, so only screen readers hear it.
 */
export const LineStepper = styled.div`
  label {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  button {
    inline-size: 36px;
    block-size: 36px;
  }

  input {
    inline-size: 48px;
  }
`;

/** A line's Remove: a quiet underlined button in the danger colour (the drawer's lines, a short checkout line). */
export const RemoveLineButton = styled.button`
  padding-block: 4px;
  padding-inline: 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-size: 0.85rem;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
    border-radius: 2px;
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
