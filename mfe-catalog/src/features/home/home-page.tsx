import {
  usePageTitle,
  Container,
  ErrorState,
  Island,
  Skeleton,
  SkeletonRegion,
  UserText,
  VisuallyHidden,
  linkTo,
  useStores,
  type FlashSale,
  type PageLoader,
  useQuery,
  Link,
  FormattedMessage,
  observer,
} from 'shared-sdk';
import styled from 'styled-components';
import { CategoryCard, CategoryCardSkeleton, CategoryGrid } from '../../components/category-card';
import { FlashSaleBanner } from '../../components/flash-sale-banner';
import { ProductGrid, ProductGridSkeleton } from '../../components/product-grid';
import { SaleStock } from '../../components/sale-stock';
import { Section } from '../../components/section';
import { ShopCardList } from '../../components/shop-card-list';
import { useCatalogApi } from '../../data/catalog-api';
import { catalogQueries } from '../../data/queries';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banner-carousel';
import { island as bannerCarouselIsland } from './banner-carousel-island';
import { island as justForYouIsland } from './just-for-you-island';
import { Picture } from '../../components/picture';
import { CATALOG_BUILD } from '../../contract';

/**
 * How many products the popular and flash-sale sections show: one row on a wide screen, a sideways
 * row on narrower ones; 'View all' leads to the rest. (Every card costs the phone's main thread
 * before the first tap: docs/performance.md, "Render less".)
 */
const HOME_ROW = 5;

/**
 * '/': banners, categories, the running flash sale (live countdown, sale stock) and the
 * incoming one, popular shops (multi-vendor only), popular products and 'just for you' (loaded when
 * the shopper scrolls near it) with Load more.
 * Its title is the app name alone.
 *
 * The banners, ads, categories and the running sale (the first products) are in the first render;
 * the lists of the sections after them render as the shopper scrolls near them, their headings and
 * 'View all' links there from the start and their cards' places held (the page is five screens
 * long on a phone, and rendering all of it at once costs thousands of elements).
 */
export default observer(function HomePage() {
  usePageTitle('home');
  const { settings } = useStores();
  const api = useCatalogApi();
  const state = useQuery(catalogQueries.home(api));

  return (
    <Container>
      <Wrap data-catalog-build={CATALOG_BUILD}>
        <VisuallyHidden as="h1">{settings.appName}</VisuallyHidden>
        {state.status === 'error' && <ErrorState message={state.failure.message} onRetry={state.retry} />}
        {state.status === 'loading' && <HomeSkeleton />}
        {state.status === 'ready' && (
          <>
            {/* Nothing in it moves by itself (no autoplay): it wakes when the shopper reaches for it, so home
                starts no remote for it (its code comes through the federation runtime). */}
            <Island of={bannerCarouselIsland} props={{ banners: state.data.banners }} wake="interaction" />
            {state.data.ads.length > 0 && (
              <Ads>
                {state.data.ads.slice(0, 2).map((ad, i) => (
                  // In the first screen, under the banner. On wide screens the first is the page's largest
                  // picture (Chrome does not count a banner with so few bytes for its size), so it comes first too.
                  <Picture
                    key={ad.id}
                    src={ad.thumbnail}
                    alt={ad.title}
                    width={600}
                    height={300}
                    loading="eager"
                    fetchPriority={i === 0 ? 'high' : undefined}
                    decoding="async"
                  />
                ))}
              </Ads>
            )}
            {state.data.categories.length > 0 && (
              <Section
                id="home-categories"
                title={<FormattedMessage id="nav.categories" defaultMessage="Categories" />}
                viewAll={linkTo('categories')}
              >
                <CategoryGrid>
                  {state.data.categories.map((category) => (
                    <li key={category.id}>
                      <CategoryCard category={category} />
                    </li>
                  ))}
                </CategoryGrid>
              </Section>
            )}
            {state.data.running_flash_sale && (
              <SaleSection sale={state.data.running_flash_sale} id="home-running-sale" running onPhaseChange={state.retry} />
            )}
            {settings.multiVendor && state.data.shops.length > 0 && (
              <Section
                id="home-shops"
                title={<FormattedMessage id="home.popularShops" defaultMessage="Popular shops" />}
                viewAll={linkTo('shops')}
              >
                <ShopCardList shops={state.data.shops} renderFirst={0} />
              </Section>
            )}
            {state.data.popular_products.length > 0 && (
              <Section
                id="home-popular"
                title={<FormattedMessage id="home.popularProducts" defaultMessage="Popular products" />}
                viewAll={linkTo('mostPopular')}
              >
                <ProductGrid products={state.data.popular_products.slice(0, HOME_ROW)} renderFirst={0} row />
              </Section>
            )}
            {state.data.incoming_flash_sale && (
              <SaleSection sale={state.data.incoming_flash_sale} id="home-incoming-sale" running={false} onPhaseChange={state.retry} />
            )}
            <Island of={justForYouIsland} props={{ total: state.data.just_for_you.total }} wake="visible" />
          </>
        )}
      </Wrap>
    </Container>
  );
});

/**
 * The home page's one request; its first banner is the page's largest picture. The page is static
 * HTML with islands (docs/islands.md): the carousel, the sales' countdowns and 'Just for you'; the
 * cards' buttons are acted on by the shell.
 */
export const loader: PageLoader = async ({ store }) => {
  const home = await store.queries.fetch(catalogQueries.home(store.api.catalog));
  return { lcpImage: home.banners[0]?.thumbnail || undefined, hydrate: 'islands' };
};

interface SaleSectionProps {
  sale: FlashSale;
  id: string;
  running: boolean;
  onPhaseChange: () => void;
}

/**
 * A flash sale on the home page: its banner with the countdown, then its first products (with the
 * sale stock while it runs). The running sale's products are the page's first: they are in the first
 * render; the incoming sale's, further down, render when the shopper scrolls near them.
 */
function SaleSection({ sale, id, running, onPhaseChange }: SaleSectionProps) {
  return (
    <Block aria-labelledby={id}>
      <FlashSaleBanner
        sale={sale}
        heading={
          <h2 id={id}>
            <UserText>{sale.name}</UserText>
          </h2>
        }
        onPhaseChange={onPhaseChange}
      >
        <p>
          <Link to={linkTo('flashSale', { id: sale.id })}>
            <FormattedMessage id="flashSale.viewProducts" defaultMessage="View all sale products" />
          </Link>
        </p>
      </FlashSaleBanner>
      {sale.products.length > 0 && (
        <Products>
          <ProductGrid
            products={sale.products.slice(0, HOME_ROW)}
            footnote={running ? (p) => <SaleStock left={p.quantity} /> : undefined}
            renderFirst={running ? undefined : 0}
            row
          />
        </Products>
      )}
    </Block>
  );
}

function HomeSkeleton() {
  return (
    <SkeletonRegion>
      <Skeleton aspectRatio={BANNER_WIDTH / BANNER_HEIGHT} style={{ borderRadius: 8 }} />
      <SkeletonBlock>
        <Skeleton width={160} height={26} />
        <CategoryGrid as="div">
          {Array.from({ length: 6 }, (_, i) => (
            <CategoryCardSkeleton key={i} />
          ))}
        </CategoryGrid>
      </SkeletonBlock>
      <SkeletonBlock>
        <Skeleton height={140} />
        <ProductGridSkeleton count={5} />
      </SkeletonBlock>
    </SkeletonRegion>
  );
}

const Wrap = styled.div`
  padding-block: 20px 8px;
`;

const Ads = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-block-start: 12px;

  img {
    display: block;
    inline-size: 100%;
    block-size: auto;
    aspect-ratio: 2;
    border-radius: ${({ theme }) => theme.radius};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Block = styled.section`
  margin-block: 32px;
`;

const Products = styled.div`
  margin-block-start: 16px;
`;

const SkeletonBlock = styled.div`
  display: grid;
  gap: 14px;
  margin-block: 32px;
`;
