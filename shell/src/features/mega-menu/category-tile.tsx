import { observer } from 'mobx-react-lite';
import { useState, type SyntheticEvent } from 'react';
import { Link, linkTo, UserText, useStores, type Category, type Direction, flexColumn, SubCategoryLinks } from 'shared-sdk';
import styled from 'styled-components';

/** The sub-category menu is at least this wide (its `min-inline-size`). */
const FLYOUT_MIN_WIDTH = 160;

type FlyoutEdge = 'start' | 'end';

/**
 * One category of the mega-menu, with its sub-categories in a menu shown on hover or keyboard focus.
 * The API gives categories no slug, so the id fills the route's :slug param.
 *
 * The menu opens under its own tile, lined up with the tile's inline-start edge (its right edge in
 * Arabic). A tile too near the panel's inline end for the menu to fit lines it up with its
 * inline-end edge instead, measured when the tile is hovered or focused, just before it shows.
 */
export const CategoryTile = observer(function CategoryTile({ category }: { category: Category }) {
  const { settings } = useStores();
  const [edge, setEdge] = useState<FlyoutEdge>('start');
  const slug = category.id;
  const place = (event: SyntheticEvent<HTMLLIElement>) => setEdge(flyoutEdge(event.currentTarget, settings.langDirection));
  return (
    <Tile data-flyout={edge} onMouseEnter={place} onFocus={place}>
      <Link to={linkTo('categoryProducts', { slug })}>
        <img src={category.thumbnail} alt={category.name} width={56} height={56} loading="lazy" />
        <UserText>{category.name}</UserText>
      </Link>
      {category.sub_categories.length > 0 && (
        <SubMenu aria-label={category.name}>
          <SubCategoryLinks category={category} />
        </SubMenu>
      )}
    </Tile>
  );
});

/** The tile edge its menu lines up with: its inline start, unless the menu would then leave the panel. */
function flyoutEdge(tile: HTMLElement, direction: Direction): FlyoutEdge {
  // The mega-menu's panel marks itself as the box the menu must stay inside.
  const bounds = tile.closest('[data-flyout-bounds]');
  const menu = tile.querySelector(':scope > ul');
  if (!bounds || !menu) return 'start';
  const box = tile.getBoundingClientRect();
  const panel = bounds.getBoundingClientRect();
  // The menu may still be display: none (0 wide); it is then as wide as its tile, or its minimum.
  const width = Math.max(menu.getBoundingClientRect().width, box.width, FLYOUT_MIN_WIDTH);
  const roomToInlineEnd = direction === 'rtl' ? box.right - panel.left : panel.right - box.left;
  return roomToInlineEnd >= width ? 'start' : 'end';
}

const Tile = styled.li`
  position: relative;

  > a {
    ${flexColumn('6px', { align: 'center' })}
    padding: 8px 4px;
    border-radius: ${({ theme }) => theme.radius};
    color: inherit;
    font-size: 0.85rem;
    text-align: center;
    text-decoration: none;
  }

  > a:hover {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }

  img {
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.background};
  }

  &:hover > ul,
  &:focus-within > ul {
    display: block;
  }

  &[data-flyout='end'] > ul {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
`;

const SubMenu = styled.ul`
  display: none;
  position: absolute;
  inset-block-start: 100%;
  /* Logical, so it follows the tile in both directions (a physical offset would not flip in Arabic). */
  inset-inline-start: 0;
  z-index: 5;
  min-inline-size: max(100%, ${FLYOUT_MIN_WIDTH}px);
  margin: 0;
  padding: 6px;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 12px 28px rgb(15 23 42 / 0.14);

  a {
    display: block;
    padding: 6px 8px;
    border-radius: 6px;
    color: inherit;
    font-size: 0.85rem;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
  }
`;
