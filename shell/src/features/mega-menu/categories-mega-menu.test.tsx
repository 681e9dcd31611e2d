import { fireEvent, screen, within } from '@testing-library/react';
import { switchLocale } from 'shared-sdk/testing';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { CategoriesMegaMenu } from './categories-mega-menu';

const CATEGORIES = [
  { id: 3, name: 'Electronics', thumbnail: '/media/electronics.png', sub_categories: [{ id: 31, name: 'Phones', thumbnail: '' }] },
  { id: 7, name: 'Fashion', thumbnail: '/media/fashion.png', sub_categories: [{ id: 71, name: 'Shoes', thumbnail: '' }] },
];

/** Lays an element out at [left, right) on a 40 px high row (jsdom lays nothing out). */
function placeAt(element: Element, left: number, right: number): void {
  element.getBoundingClientRect = () => ({ left, right, width: right - left, top: 0, bottom: 40, height: 40, x: left, y: 0 }) as DOMRect;
}

/** The open panel of a mega-menu over two categories, 1000 px wide, in `direction`. */
async function openMenu(direction: 'ltr' | 'rtl') {
  const store = createTestStore({ master: { categories: CATEGORIES } });
  if (direction === 'rtl') switchLocale(store, 'ar', 'rtl', {});
  await renderWithStore(<CategoriesMegaMenu placement="bar" />, { store });
  fireEvent.click(screen.getByRole('button', { name: /Categories|التصنيفات/ }));
  const all = await screen.findByRole('link', { name: /All Categories/ });
  const panel = all.parentElement!;
  placeAt(panel, 0, 1000);
  const tile = (name: string) => screen.getByRole('img', { name }).closest('li') as HTMLLIElement;
  return { panel, tile };
}

/** The CSS text styled-components injected for `element`'s own classes. */
function rulesOf(element: Element): string {
  const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
  return Array.from(element.classList)
    .flatMap((name) => css.match(new RegExp(`\\.${name}\\{[^}]*\\}`, 'g')) ?? [])
    .join('\n');
}

describe('CategoriesMegaMenu', () => {
  it('opens a panel of category thumbnails with sub-category links', async () => {
    await renderWithStore(<CategoriesMegaMenu placement="bar" />);
    const trigger = screen.getByRole('button', { name: 'Categories' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The panel's code loads with the first opening.
    const image = await screen.findByRole('img', { name: 'Fashion' });
    expect(image).toHaveAttribute('width', '56');
    expect(image).toHaveAttribute('height', '56');
    expect(image.closest('a')).toHaveAttribute('href', '/categories/7');
    // CSS shows the sub-menu on hover and keyboard focus; jsdom applies no :hover, so look inside anyway.
    expect(screen.getByRole('link', { name: 'Shoes', hidden: true })).toHaveAttribute('href', '/categories/7?subcategory=71');
  });

  it('renders its panel when first opened, and keeps it', async () => {
    await renderWithStore(<CategoriesMegaMenu placement="bar" />);
    const trigger = screen.getByRole('button', { name: 'Categories' });
    // No panel, so nothing for aria-controls to name yet.
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('link', { name: 'All Categories', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(trigger);
    const allCategories = await screen.findByRole('link', { name: 'All Categories' });
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(allCategories);
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(trigger).toHaveAttribute('aria-controls', panel?.id);
  });

  it('opens on hover in the bar', async () => {
    await renderWithStore(<CategoriesMegaMenu placement="bar" />);
    const trigger = screen.getByRole('button', { name: 'Categories' });
    fireEvent.mouseEnter(trigger.parentElement!);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'All Categories' })).toBeVisible();
    fireEvent.mouseLeave(trigger.parentElement!);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape', async () => {
    await renderWithStore(<CategoriesMegaMenu placement="bar" />);
    fireEvent.click(screen.getByRole('button', { name: 'Categories' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a plain link to the categories page before categories are known', async () => {
    await renderWithStore(<CategoriesMegaMenu placement="bar" />, { store: createTestStore({ master: { categories: [] } }) });
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
  });

  describe.each(['ltr', 'rtl'] as const)('sub-category flyout (%s)', (direction) => {
    it('belongs to its own tile and is placed from it by logical properties', async () => {
      await openMenu(direction);
      const fashion = screen.getByRole('img', { name: 'Fashion' }).closest('li')!;
      const flyout = fashion.querySelector<HTMLUListElement>(':scope > ul')!;
      expect(flyout).toHaveAttribute('aria-label', 'Fashion');
      expect(within(flyout).getByRole('link', { name: 'Shoes', hidden: true })).toBeInTheDocument();
      expect(within(flyout).queryByRole('link', { name: 'Phones', hidden: true })).not.toBeInTheDocument();
      const rules = rulesOf(flyout);
      expect(rules).toContain('inset-inline-start:0');
      // Physical offsets and a physical shift do not flip in Arabic: the flyout then sat under the next tile.
      expect(rules).not.toMatch(/(^|[{;])\s*(left|right|translate|transform)\s*:/);
    });

    it('lines up with the tile it opens from, and with its inline end near the end of the panel', async () => {
      const { tile } = await openMenu(direction);
      // The first tile is at the panel's inline start: the left in English, the right in Arabic.
      const [first, last]: [number, number][] =
        direction === 'ltr'
          ? [
              [0, 100],
              [900, 1000],
            ]
          : [
              [900, 1000],
              [0, 100],
            ];
      placeAt(tile('Electronics'), ...first!);
      placeAt(tile('Fashion'), ...last!);
      fireEvent.mouseEnter(tile('Electronics'));
      fireEvent.mouseEnter(tile('Fashion'));
      expect(tile('Electronics')).toHaveAttribute('data-flyout', 'start');
      // 160 px from the inline start of a 100 px tile at the panel's inline end would leave the panel by 60 px.
      expect(tile('Fashion')).toHaveAttribute('data-flyout', 'end');
    });

    it('keeps its inline start where the panel has room, also on keyboard focus', async () => {
      const { tile } = await openMenu(direction);
      placeAt(tile('Fashion'), direction === 'ltr' ? 700 : 200, direction === 'ltr' ? 800 : 300);
      fireEvent.focus(screen.getByRole('img', { name: 'Fashion' }).closest('a')!);
      expect(tile('Fashion')).toHaveAttribute('data-flyout', 'start');
      placeAt(tile('Fashion'), direction === 'ltr' ? 880 : 20, direction === 'ltr' ? 980 : 120);
      fireEvent.focus(screen.getByRole('img', { name: 'Fashion' }).closest('a')!);
      expect(tile('Fashion')).toHaveAttribute('data-flyout', 'end');
    });
  });
});
