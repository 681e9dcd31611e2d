import { FormattedMessage } from 'react-intl';
import { Button } from 'shared-sdk';
import styled from 'styled-components';

/** A content request failed: say so, show the server's words, offer Retry. */
export function ContentError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box role="alert">
      <strong>
        <FormattedMessage id="content.loadFailed" defaultMessage="This content could not be loaded." />
      </strong>
      {message && <p>{message}</p>}
      <Button onClick={onRetry}>
        <FormattedMessage id="remote.retry" defaultMessage="Retry" />
      </Button>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  margin-block: 24px;
  padding: 16px;
  border: 1px solid #fecaca;
  border-radius: ${({ theme }) => theme.radius};
  background: #fef2f2;

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
