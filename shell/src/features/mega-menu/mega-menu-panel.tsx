import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, linkTo, useStores } from 'shared-sdk';
import styled, { css } from 'styled-components';
import { popupMarker } from '../../components/layers';
import type { NavPlacement } from '../../components/nav-placement';
import { CategoryTile } from './category-tile';

export interface MegaMenuPanelProps {
  id: string;
  open: boolean;
  placement: NavPlacement;
  /** Called once the panel is in the page, so the button names it in aria-controls from then on. */
  onShown: () => void;
}

/** The mega-menu's panel: every category with its sub-categories, and 'All Categories'. */
export const MegaMenuPanel = observer(function MegaMenuPanel({ id, open, placement, onShown }: MegaMenuPanelProps) {
  const { settings } = useStores();
  useEffect(onShown, [onShown]);
  return (
    <Panel id={id} hidden={!open} $placement={placement} data-flyout-bounds {...(placement === 'bar' ? popupMarker : {})}>
      <Grid $placement={placement}>
        {settings.categories.map((category) => (
          <CategoryTile key={category.id} category={category} />
        ))}
      </Grid>
      <AllLink to={linkTo('categories')}>
        <FormattedMessage id="header.allCategories" defaultMessage="All Categories" />
      </AllLink>
    </Panel>
  );
});

const Panel = styled.div<{ $placement: NavPlacement }>`
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};

  &[hidden] {
    display: none;
  }

  ${({ $placement, theme }) =>
    $placement === 'bar' &&
    css`
      position: absolute;
      inset-inline: 0;
      inset-block-start: 100%;
      z-index: 40;
      border: 1px solid ${theme.colors.border};
      border-radius: 0 0 ${theme.radius} ${theme.radius};
      box-shadow: 0 16px 32px rgb(15 23 42 / 0.12);
    `}
`;

const Grid = styled.ul<{ $placement: NavPlacement }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $placement, theme }) =>
    $placement === 'bar' &&
    css`
      @media (min-width: ${theme.breakpoints.sm}px) {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
      @media (min-width: ${theme.breakpoints.md}px) {
        grid-template-columns: repeat(5, minmax(0, 1fr));
      }
      @media (min-width: ${theme.breakpoints.lg}px) {
        grid-template-columns: repeat(7, minmax(0, 1fr));
      }
      @media (min-width: ${theme.breakpoints.xl}px) {
        grid-template-columns: repeat(10, minmax(0, 1fr));
      }
    `}
`;

const AllLink = styled(Link)`
  display: inline-block;
  margin-block-start: 8px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;
