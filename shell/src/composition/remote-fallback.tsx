import { useContext } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, flexColumn } from 'shared-sdk';
import styled from 'styled-components';
import { IncompatibleRemoteError } from './remote-errors';
import { RemoteSlotContext } from './remote-slot-context';

/**
 * What a shopper sees instead of a dead, slow or incompatible remote: a short alert and a Retry
 * button. The rest of the page (header, footer, other routes) keeps working around it.
 */
export function RemoteFallback({ error }: { error?: unknown }) {
  const { retry, dismiss } = useContext(RemoteSlotContext);
  const intl = useIntl();
  const alert = (
    <Alert role="alert" data-testid="remote-fallback">
      <p>
        <FormattedMessage id="remote.unavailable" defaultMessage="This part of the store is unavailable right now." />
      </p>
      {error instanceof IncompatibleRemoteError && (
        <Detail>
          <FormattedMessage
            id="remote.incompatible"
            defaultMessage="The {remote} module was built for shared-sdk {remoteVersion}, but this store runs shared-sdk {hostVersion}."
            values={{ remote: error.remote, remoteVersion: error.remoteSdkVersion, hostVersion: error.hostSdkVersion }}
          />
        </Detail>
      )}
      <Button onClick={retry}>
        <FormattedMessage id="remote.retry" defaultMessage="Retry" />
      </Button>
    </Alert>
  );
  if (!dismiss) return alert;
  return (
    <Dialog title={intl.formatMessage({ id: 'remote.unavailableTitle', defaultMessage: 'Something went wrong' })} onClose={dismiss}>
      {alert}
    </Dialog>
  );
}

const Alert = styled.div`
  ${flexColumn('12px', { align: 'center' })}
  margin: 24px auto;
  padding: 24px 16px;
  max-inline-size: 560px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;
