import { observer } from 'mobx-react-lite';
import { ErrorState, usePageTitle, useQuery, useStores } from 'shared-sdk';
import styled from 'styled-components';
import { PageSkeleton } from '../../components/page-skeleton';
import { ContentEmpty } from './content-empty';
import { contentQueries } from './content-queries';
import { SanitizedHtml } from './sanitized-html';

/**
 * About us, privacy policy, terms and any /page/{slug}: a title and sanitised HTML from the API.
 * The tab says the page's own title, or 'Page Not Found' for an unknown slug, as the server's head does.
 */
export const LegalPage = observer(function LegalPage({ slug }: { slug: string }) {
  const { api } = useStores();
  const state = useQuery(contentQueries.legal(api, slug));
  const unknown = state.status === 'error' && state.failure.status === 404;
  usePageTitle(null, state.status === 'ready' ? state.data.title || undefined : undefined, unknown);
  if (state.status === 'loading') return <PageSkeleton />;
  // An unknown slug is an empty page for the shopper, not a failure to retry.
  if (state.status === 'error' && state.failure.status !== 404) return <ErrorState message={state.failure.message} onRetry={state.retry} />;
  if (state.status === 'error' || (!state.data.title && !state.data.description)) return <ContentEmpty />;
  return (
    <Article>
      <h1>{state.data.title}</h1>
      <SanitizedHtml html={state.data.description} />
    </Article>
  );
});

const Article = styled.article`
  padding-block: 24px;

  h1 {
    margin-block: 0 16px;
  }
`;
