import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Icon, linkTo, useStores } from 'shared-sdk';
import styled, { css } from 'styled-components';
import type { NavPlacement } from '../../components/nav-placement';
import { useDismiss } from '../../hooks/use-dismiss';
import { CategoryTile } from './category-tile';

/**
 * 'Categories' in the main navigation: a panel of category thumbnails (from settings.categories)
 * opened by hover or by the button, in a grid of 2 columns on phones and 4, 5, 7 and 10 as the
 * screen widens. Without categories it is a plain link to the categories page.
 *
 * The panel (every category with its sub-categories: a hundred elements in every page's header) is
 * rendered when first opened, then kept; the button names it in aria-controls only once it exists.
 */
export const CategoriesMegaMenu = observer(function CategoriesMegaMenu({ placement }: { placement: NavPlacement }) {
  const { settings } = useStores();
  const [open, setOpenState] = useState(false);
  const [rendered, setRendered] = useState(false);
  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    if (value) setRendered(true);
  }, []);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(rootRef, open, close);
  const { pathname, search } = useLocation();
  useEffect(() => setOpen(false), [pathname, search, setOpen]);

  const label = <FormattedMessage id="nav.categories" defaultMessage="Categories" />;
  if (settings.categories.length === 0) return <NavLink to={linkTo('categories')}>{label}</NavLink>;
  const hover = placement === 'bar' ? { onMouseEnter: () => setOpen(true), onMouseLeave: close } : {};
  return (
    <Root ref={rootRef} {...hover}>
      <Trigger type="button" aria-expanded={open} aria-controls={rendered ? panelId : undefined} onClick={() => setOpen(!open)}>
        {label}
        <Icon name="chevronDown" size={16} />
      </Trigger>
      {rendered && (
        <Panel id={panelId} hidden={!open} $placement={placement}>
          <Grid $placement={placement}>
            {settings.categories.map((category) => (
              <CategoryTile key={category.id} category={category} />
            ))}
          </Grid>
          <AllLink to={linkTo('categories')}>
            <FormattedMessage id="header.allCategories" defaultMessage="All Categories" />
          </AllLink>
        </Panel>
      )}
    </Root>
  );
});

const Root = styled.div`
  display: flex;
  flex-direction: column;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 12px 4px;
  border: 0;
  /* Lines up with the nav links, which carry a 2px underline slot. */
  border-block-end: 2px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 500;
  cursor: pointer;

  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

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
