import { NotFoundMessage } from 'shared-sdk';

/** Any path the route table does not know: the page's `main` is the message. */
export function NotFoundPage() {
  return <NotFoundMessage as="main" />;
}
