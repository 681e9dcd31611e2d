import type { ReactNode } from 'react';
import { Island, useStores } from 'shared-sdk';
import styled from 'styled-components';
import { PreviewBanner } from '../../composition/preview-banner';
import { Footer } from '../../features/footer/footer';
import { TopBar } from '../../features/top-bar/top-bar';
import { cartSideTabIsland } from '../../islands/cart-side-tab-island';
import { headerIsland } from '../../islands/header-island';
import { languageSwitcherIsland } from '../../islands/language-switcher-island';
import { ShopperActionForm } from './shopper-action-form';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * What the storefront and account layouts share: a preview's banner, top bar, header with
 * navigation, footer, cart tab, and the hidden form the shopper's buttons submit without JavaScript
 * (ShopperActionForm). The skip link stays the first tab stop, before the banner's Exit. What a
 * shopper operates is an island (docs/islands.md): on a page of islands only those hydrate.
 * Layouts are where features meet, so this is the one place that imports several of them.
 */
export function StoreChrome({ children }: { children: ReactNode }) {
  // The count this render writes, which the tab's hydration shows (read once: not an observer).
  const renderedCount = useStores().basket.count;
  return (
    <Frame>
      <SkipLink />
      <PreviewBanner />
      <TopBar languageMenu={<Island of={languageSwitcherIsland} props={{}} wake="interaction" />} />
      <Island of={headerIsland} props={{}} />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <Footer />
      {/* Shown on large screens only: a phone never wakes it (its box is never visible there). */}
      <Island of={cartSideTabIsland} props={{ renderedCount }} wake="visible" />
      <ShopperActionForm />
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

const Main = styled.main`
  flex: 1;
  /* The footer starts below the fold, so a remote page arriving never pushes it (no layout shift). */
  min-block-size: 100vh;

  &:focus {
    outline: none;
  }
`;
