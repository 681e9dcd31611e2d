import { defineIsland, useSeededQuery, type ReviewsPage } from 'shared-sdk';
import { useCatalogApi } from '../data/catalog-api';
import { catalogQueries, type ReviewTarget } from '../data/queries';
import { Reviews } from './reviews';

export interface ReviewsIslandProps {
  target: ReviewTarget;
  /** The first page as the server rendered it (a page of islands embeds no answers); the app's page has it in its cache. */
  firstPage?: ReviewsPage;
}

/** A product's or a shop's reviews on a static page: the histogram, and pages of reviews asked as the shopper turns them. */
function ReviewsOnStaticPage({ target, firstPage }: ReviewsIslandProps) {
  useSeededQuery(catalogQueries.reviews(useCatalogApi(), target, 1).key, firstPage);
  return <Reviews target={target} />;
}

export const island = defineIsland('catalog/ReviewsIsland', ReviewsOnStaticPage);

export default ReviewsOnStaticPage;
