import {
  usePageTitle,
  EmptyState,
  Skeleton,
  UserText,
  linkTo,
  listHydration,
  positiveInt,
  type Category,
  type PageLoader,
  usePageParam,
  useQuery,
  Link,
  FormattedMessage,
  observer,
  flexRow,
  SubCategoryLinks,
} from 'shared-sdk';
import styled from 'styled-components';
import { Page, RouteTitle } from '../../components/page-layout';
import { PagedList } from '../../components/paged-list';
import { useCatalogApi } from '../../data/catalog-api';
import { catalogQueries } from '../../data/queries';
import { Picture } from '../../components/picture';

const THUMB = 72;

/** '/categories': every category with its sub-categories, 10 a page. */
export default observer(function CategoriesPage() {
  usePageTitle('categories');
  const api = useCatalogApi();
  const [page, goTo] = usePageParam();
  const state = useQuery(catalogQueries.categories(api, page));
  return (
    <Page heading={<RouteTitle route="categories" />}>
      <PagedList
        state={state}
        page={page}
        onPageChange={goTo}
        skeleton={
          <Grid as="div">
            {Array.from({ length: 6 }, (_, i) => (
              <Panel key={i} as="div" aria-hidden="true">
                <Skeleton width={THUMB} height={THUMB} circle />
                <div style={{ flex: 1, display: 'grid', gap: 8 }}>
                  <Skeleton width="50%" height={18} />
                  <Skeleton width="90%" height={14} />
                  <Skeleton width="70%" height={14} />
                </div>
              </Panel>
            ))}
          </Grid>
        }
        isEmpty={(data) => data.categories.length === 0}
        empty={<EmptyState title={<FormattedMessage id="categories.empty" defaultMessage="No categories yet" />} />}
      >
        {(data) => (
          <Grid>
            {data.categories.map((category) => (
              <CategoryPanel key={category.id} category={category} />
            ))}
          </Grid>
        )}
      </PagedList>
    </Page>
  );
});

function CategoryPanel({ category }: { category: Category }) {
  const slug = category.id;
  return (
    <Panel>
      <Picture src={category.thumbnail} alt="" width={THUMB} height={THUMB} loading="lazy" decoding="async" />
      <div>
        <h2>
          <Link to={linkTo('categoryProducts', { slug })}>
            <UserText>{category.name}</UserText>
          </Link>
        </h2>
        {category.sub_categories.length > 0 && (
          <Subs aria-label={category.name}>
            <SubCategoryLinks category={category} />
          </Subs>
        )}
      </div>
    </Panel>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 16px;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Panel = styled.li`
  ${flexRow('16px', { align: 'flex-start' })}
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  > img {
    flex: none;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }

  > div {
    min-inline-size: 0;
  }

  h2 {
    margin-block: 4px 8px;
    font-size: 1.05rem;
  }

  h2 a {
    color: inherit;
    text-decoration: none;
  }

  h2 a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Subs = styled.ul`
  ${flexRow('6px 12px', { wrap: true })}
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.9rem;

  a {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    text-decoration: underline;
  }
`;

/** The page of categories the URL names. */
export const loader: PageLoader = async ({ searchParams, store }) => {
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const { total } = await store.queries.fetch(catalogQueries.categories(store.api.catalog, page));
  // Category panels and pages are links: static HTML, nothing to hydrate (docs/islands.md).
  return { hydrate: listHydration(page, total) };
};
