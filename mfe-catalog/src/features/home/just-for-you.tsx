import { useEffect, useState } from 'react';
import { Button, DEFAULT_PAGE_SIZE, ErrorState, linkTo, toApiFailure, type ApiFailure, type Product, FormattedMessage } from 'shared-sdk';
import styled from 'styled-components';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-grid';
import { Section } from '../../components/section';
import { useNearViewport } from '../../components/use-near-viewport';
import { useCatalogApi } from '../../data/catalog-api';

/**
 * 'Just for you' (the API's just_for_you order: the favourites' categories first for a customer),
 * the home page's last section. Its products are not in the page's data (GET /home gives only their
 * total): the first page loads from GET /products when the shopper scrolls within a screen of it,
 * and 'Load more' appends the next ones. The server's HTML, and a page without JavaScript, has its
 * heading and 'View all', the same list at /products. Home is the store's heaviest page on a phone,
 * and this list is its longest and lowest part (docs/performance.md, "Render less").
 */
export function JustForYou({ total: homeTotal }: { total: number }) {
  const api = useCatalogApi();
  const [products, setProducts] = useState<Product[]>([]);
  const [total, setTotal] = useState(homeTotal);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const { ref, near } = useNearViewport<HTMLDivElement>(page === 0 && homeTotal > 0);

  const loadNext = async () => {
    if (loading) return;
    setLoading(true);
    setFailure(null);
    try {
      const next = await api.getProducts({ page: page + 1, per_page: DEFAULT_PAGE_SIZE, sort_type: 'just_for_you' });
      setProducts((current) => {
        const seen = new Set(current.map((p) => p.id));
        return [...current, ...next.products.filter((p) => !seen.has(p.id))];
      });
      setTotal(next.total);
      setPage((n) => n + 1);
    } catch (error) {
      setFailure(toApiFailure(error));
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (near && page === 0) void loadNext();
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
