import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useRouteError } from 'react-router-dom';
import { Button } from 'shared-sdk';
import { MessagePage } from '../components/message-page';

/** The router's last resort when the shell itself fails to render: a message and a reload. */
export function AppErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('The shell failed to render.', error), [error]);
  return (
    <MessagePage role="alert">
      <h1>
        <FormattedMessage id="app.crashed" defaultMessage="Something went wrong" />
      </h1>
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="app.reload" defaultMessage="Reload the page" />
      </Button>
    </MessagePage>
  );
}
