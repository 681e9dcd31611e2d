import { VisuallyHidden, flexColumn } from 'shared-sdk';
import { FormattedMessage } from 'react-intl';
import styled, { keyframes } from 'styled-components';

/** Grey blocks in the shape of a page while it loads, so the layout does not jump. */
export function PageSkeleton() {
  return (
    <Wrap role="status" aria-live="polite">
      <VisuallyHidden>
        <FormattedMessage id="common.loading" defaultMessage="Loading…" />
      </VisuallyHidden>
      <Block style={{ inlineSize: '40%', blockSize: 28 }} />
      <Block style={{ inlineSize: '100%', blockSize: 16 }} />
      <Block style={{ inlineSize: '92%', blockSize: 16 }} />
      <Block style={{ inlineSize: '96%', blockSize: 16 }} />
      <Block style={{ inlineSize: '60%', blockSize: 16 }} />
    </Wrap>
  );
}

const pulse = keyframes`50% { opacity: 0.5; }`;

const Wrap = styled.div`
  ${flexColumn('14px')}
  padding-block: 24px;
`;

const Block = styled.div`
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.4s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
