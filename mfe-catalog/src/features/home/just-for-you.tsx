import { useEffect } from 'react';
import { Button, DEFAULT_PAGE_SIZE, ErrorState, linkTo, useQueryPages, type Product, FormattedMessage } from 'shared-sdk';
import styled from 'styled-components';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-grid';
import { Section } from '../../components/section';
import { useNearViewport } from '../../components/use-near-viewport';
import { useCatalogApi } from '../../data/catalog-api';
import { catalogQueries } from '../../data/queries';

/**
 * 'Just for you' (the API's just_for_you order: the favourites' categories first for a customer),
 * the home page's last section. Its products are not in the page's data (GET /home gives only their
 * total): the first page loads from GET /products when the shopper scrolls within a screen of it,
 * and 'Load more' appends the next ones (`useQueryPages`: back on home, the pages loaded are there).
 * The server's HTML, and a page without JavaScript, has its heading and 'View all', the same list at
 * /products. Home is the store's heaviest page on a phone, and this list is its longest and lowest
 * part (docs/performance.md, "Render less").
 */
export function JustForYou({ total: homeTotal }: { total: number }) {
  const api = useCatalogApi();
  const list = useQueryPages(
    (page) => catalogQueries.products(api, { page, per_page: DEFAULT_PAGE_SIZE, sort_type: 'just_for_you' }),
    (answer) => ({ items: answer.products, total: answer.total }),
    (product: Product) => product.id,
  );
  const { items: products, pages: page, loading, failure, loadNext } = list;
  const total = list.total ?? homeTotal;
  const { ref, near } = useNearViewport<HTMLDivElement>(page === 0 && homeTotal > 0);

  useEffect(() => {
    if (near && page === 0) loadNext();
    // The first page loads once, when the section first comes near.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near]);

  if (total === 0) return null;
  return (
    <Section
      id="home-just-for-you"
      title={<FormattedMessage id="home.justForYou" defaultMessage="Just for you" />}
      viewAll={linkTo('products', {}, { sort_type: 'just_for_you' })}
    >
      {products.length > 0 && <ProductGrid products={products} />}
      {/* Its place until the first page comes: scripts only (without them, 'View all' is the list). */}
      {page === 0 && !loading && !failure && <Place ref={ref} className="sf-js-only" aria-hidden="true" data-testid="just-for-you-place" />}
      {loading && (
        <More>
          <ProductGridSkeleton count={5} />
        </More>
      )}
      {failure && <ErrorState message={failure.message} onRetry={loadNext} />}
      {page > 0 && products.length < total && !failure && (
        <Center>
          <Button $variant="secondary" onClick={loadNext} disabled={loading} aria-busy={loading || undefined}>
            <FormattedMessage id="home.loadMore" defaultMessage="Load more" />
          </Button>
        </Center>
      )}
    </Section>
  );
}

/** About a row of cards: what comes in its place moves nothing much below it (the footer). */
const Place = styled.div`
  min-block-size: 320px;
`;

const More = styled.div`
  margin-block-start: 16px;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: 24px;
`;
