import type { ReactNode } from 'react';
import { FormattedMessage, Link, observer, useQuery } from 'shared-sdk';
import styled from 'styled-components';
import { useCatalogApi } from '../data/catalog-api';
import { catalogQueries } from '../data/queries';
import { ProductGrid } from './product-grid';
import { Section } from './section';

export interface SearchFallbackProps {
  /** The closest search that finds something (GET /products' did_you_mean), if any. */
  didYouMean?: string | undefined;
  /** The list's empty state, between the offer and the popular products. */
  children: ReactNode;
}

/**
 * What a search that finds nothing offers instead of an empty page: "Did you mean …?" with a link
 * to that search, and the popular products below, in the page's language (docs/search.md).
 */
export const SearchFallback = observer(function SearchFallback({ didYouMean, children }: SearchFallbackProps): ReactNode {
  // The page's loader fetched them when its search found nothing; none while they load or when
  // they did not come.
  const popular = useQuery(catalogQueries.popularProducts(useCatalogApi())).data?.products ?? [];
  return (
    <>
      {didYouMean && (
        <Offer>
          <FormattedMessage
            id="search.didYouMean"
            defaultMessage="Did you mean {term}?"
            values={{
              term: (
                <Link to={`/products?search=${encodeURIComponent(didYouMean)}`} dir="auto">
                  {didYouMean}
                </Link>
              ),
            }}
          />
        </Offer>
      )}
      {children}
      {popular.length > 0 && (
        <Section id="search-popular" title={<FormattedMessage id="products.popularInstead" defaultMessage="Popular products" />}>
          <ProductGrid products={popular} columns={4} />
        </Section>
      )}
    </>
  );
});

const Offer = styled.p`
  margin-block: 0 12px;
  font-size: 1.125rem;

  a {
    font-weight: 700;
  }
`;
