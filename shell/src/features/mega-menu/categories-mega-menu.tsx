import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon, linkTo, NavLink, useLocation, useStores } from 'shared-sdk';
import styled from 'styled-components';
import { navButton } from '../../components/nav-button';
import type { NavPlacement } from '../../components/nav-placement';
import { useDismiss } from '../../hooks/use-dismiss';

const loadPanel = () => import(/* webpackChunkName: "mega-menu" */ './mega-menu-panel');
const MegaMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.MegaMenuPanel })));

/** Fetches the panel's code ahead of the first opening (app/idle-prefetch.ts does, once the page is idle). */
export function preloadMegaMenu(): Promise<unknown> {
  return loadPanel();
}

/**
 * 'Categories' in the main navigation: a panel of category thumbnails (from settings.categories)
 * opened by hover or by the button, in a grid of 2 columns on phones and 4, 5, 7 and 10 as the
 * screen widens. Without categories, or without JavaScript, it is a plain link to the categories page.
 *
 * The panel (every category with its sub-categories: a hundred elements in every page's header) is
 * rendered when first opened, then kept; the button names it in aria-controls only once it exists.
 * Its code (mega-menu-panel.tsx) is not part of the first load: it comes when the page is idle, or
 * with the first opening.
 */
export const CategoriesMegaMenu = observer(function CategoriesMegaMenu({ placement }: { placement: NavPlacement }) {
  const { settings } = useStores();
  const [open, setOpenState] = useState(false);
  const [rendered, setRendered] = useState(false);
  const [shown, setShown] = useState(false);
  const panelShown = useCallback(() => setShown(true), []);
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
      {/* Without JavaScript the button opens nothing: the categories page's link stands in for it. */}
      <NavLink to={linkTo('categories')} className="sf-no-js-only">
        {label}
      </NavLink>
      <Trigger
        type="button"
        className="sf-js-only"
        aria-expanded={open}
        aria-controls={shown ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {label}
        <Icon name="chevronDown" size={16} />
      </Trigger>
      {rendered && (
        <Suspense fallback={null}>
          <MegaMenuPanel id={panelId} open={open} placement={placement} onShown={panelShown} />
        </Suspense>
      )}
    </Root>
  );
});

const Root = styled.div`
  display: flex;
  flex-direction: column;
`;

const Trigger = styled.button`
  ${navButton('4px')}
  font-weight: 500;

  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
