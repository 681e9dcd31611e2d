import { fireEvent, screen } from '@testing-library/react';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { CategoriesMegaMenu } from './categories-mega-menu';

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
});
