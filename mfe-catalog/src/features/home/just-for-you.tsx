import { useState } from 'react';
import { Button, DEFAULT_PAGE_SIZE, ErrorState, toApiFailure, type ApiFailure, type Product, FormattedMessage } from 'shared-sdk';
import styled from 'styled-components';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-grid';
import { Section } from '../../components/section';
import { useCatalogApi } from '../../data/catalog-api';

/**
 * 'Just for you' (the API's just_for_you order: the favourites' categories first for a customer):
 * the home page's first page, then 'Load more' appends the next pages of GET /products in that order.
 */
export function JustForYou({ initial }: { initial: { total: number; products: Product[] } }) {
  const api = useCatalogApi();
  const [products, setProducts] = useState(initial.products);
  const [total, setTotal] = useState(initial.total);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<ApiFailure | null>(null);

  const loadMore = async () => {
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

  if (products.length === 0) return null;
  return (
    <Section id="home-just-for-you" title={<FormattedMessage id="home.justForYou" defaultMessage="Just for you" />}>
      {/* The page's last section: its cards render when the shopper scrolls near them. */}
      <ProductGrid products={products} renderFirst={0} />
      {loading && (
        <More>
          <ProductGridSkeleton count={5} />
        </More>
      )}
      {failure && <ErrorState message={failure.message} onRetry={loadMore} />}
      {products.length < total && !failure && (
        <Center>
          <Button $variant="secondary" onClick={loadMore} disabled={loading} aria-busy={loading || undefined}>
            <FormattedMessage id="home.loadMore" defaultMessage="Load more" />
          </Button>
        </Center>
      )}
    </Section>
  );
}

const More = styled.div`
  margin-block-start: 16px;
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: 24px;
`;
