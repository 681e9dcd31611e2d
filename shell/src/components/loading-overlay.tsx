import { VisuallyHidden } from 'shared-sdk';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';

/** Feedback while a modal's remote loads on demand (the first click on Login, the cart...). */
export function LoadingOverlay() {
  return (
    <Overlay role="status">
      <Spinner />
      <VisuallyHidden>
        <FormattedMessage id="common.loading" defaultMessage="Loading…" />
      </VisuallyHidden>
    </Overlay>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: rgb(15 23 42 / 0.25);
`;

const Spinner = styled.span`
  inline-size: 40px;
  block-size: 40px;
  border: 4px solid rgb(255 255 255 / 0.6);
  border-block-start-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
