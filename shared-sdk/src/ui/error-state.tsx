import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { CLIENT_FAILURES } from '../client/api-error';
import { Button } from './button';
import { flexColumn } from './flex-css';

export interface ErrorStateProps {
  /** The server's words, or the client's own network or offline message (toApiFailure). */
  message?: string;
  onRetry: () => void;
  /** What failed; 'This content could not be loaded.' by default. */
  title?: ReactNode;
}

/** A request failed: say so, show the server's message, offer Retry. Announced (role alert). */
export function ErrorState({ message, onRetry, title }: ErrorStateProps) {
  const own = CLIENT_FAILURES.find((failure) => failure.defaultMessage === message);
  return (
    <Box role="alert">
      <strong>{title ?? <FormattedMessage id="content.loadFailed" defaultMessage="This content could not be loaded." />}</strong>
      {message && <p>{own ? <FormattedMessage {...own} /> : message}</p>}
      <Button onClick={onRetry}>
        <FormattedMessage id="remote.retry" defaultMessage="Retry" />
      </Button>
    </Box>
  );
}

const Box = styled.div`
  ${flexColumn('8px', { align: 'flex-start' })}
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
