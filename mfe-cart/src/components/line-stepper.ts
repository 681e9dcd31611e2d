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
