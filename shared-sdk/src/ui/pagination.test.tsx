import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ThemeProvider } from 'styled-components';
import { buildTheme } from '../theme/theme';
import { Pagination } from './pagination';

function renderPagination(props: { page: number; total: number; disabled?: boolean; locale?: string; hrefFor?: (page: number) => string }) {
  const onPageChange = jest.fn();
  render(
    <IntlProvider locale={props.locale ?? 'en'} onError={() => undefined}>
      <ThemeProvider theme={buildTheme(undefined, 'ltr')}>
        <Pagination page={props.page} total={props.total} disabled={props.disabled} onPageChange={onPageChange} hrefFor={props.hrefFor} />
      </ThemeProvider>
    </IntlProvider>,
  );
  const nav = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
  const numbers = () =>
    nav()
      .getAllByRole('button', { name: /^Page / })
      .map((b) => b.textContent);
  return { onPageChange, nav, numbers };
}

describe('Pagination', () => {
  it('shows 5 page buttons around the current page, 10 items a page', () => {
    const { numbers, nav } = renderPagination({ page: 6, total: 95 });
    expect(numbers()).toEqual(['4', '5', '6', '7', '8']);
    expect(nav().getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('clamps the current page to 1..last', () => {
    expect(renderPagination({ page: 40, total: 95 }).numbers()).toEqual(['6', '7', '8', '9', '10']);
  });

  it('goes to a clicked page, and by Previous and Next', () => {
    const { onPageChange, nav } = renderPagination({ page: 2, total: 95 });
    fireEvent.click(nav().getByRole('button', { name: 'Page 4' }));
    fireEvent.click(nav().getByRole('button', { name: 'Previous page' }));
    fireEvent.click(nav().getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('ignores a click on the current page and every click while disabled', () => {
    const current = renderPagination({ page: 3, total: 95 });
    fireEvent.click(current.nav().getByRole('button', { name: 'Page 3' }));
    expect(current.onPageChange).not.toHaveBeenCalled();
  });

  it('ignores clicks while disabled (the next page is loading)', () => {
    const { onPageChange, nav } = renderPagination({ page: 3, total: 95, disabled: true });
    fireEvent.click(nav().getByRole('button', { name: 'Page 4' }));
    fireEvent.click(nav().getByRole('button', { name: 'Next page' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const first = renderPagination({ page: 1, total: 25 });
    expect(first.nav().getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(first.nav().getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('renders nothing for a single page', () => {
    renderPagination({ page: 1, total: 10 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('numbers pages in Persian digits for the ir locale', () => {
    expect(renderPagination({ page: 1, total: 30, locale: 'ir' }).numbers()).toEqual(['۱', '۲', '۳']);
  });

  it('falls back to en digits for a locale outside en, ar and ir', () => {
    expect(renderPagination({ page: 1, total: 30, locale: 'bn' }).numbers()).toEqual(['1', '2', '3']);
  });

  describe('with hrefFor: links, which work before the page is interactive', () => {
    const hrefFor = (page: number) => `/products?sort=newest${page > 1 ? `&page=${page}` : ''}`;

    it('makes every other page, Previous and Next links to their URL; the current page stays a button', () => {
      const { nav } = renderPagination({ page: 2, total: 95, hrefFor });
      expect(nav().getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '/products?sort=newest&page=4');
      expect(nav().getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products?sort=newest');
      expect(nav().getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/products?sort=newest&page=3');
      expect(nav().getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    });

    it('keeps a plain click in the page (onPageChange) and leaves a modified click to the browser', () => {
      const { nav, onPageChange } = renderPagination({ page: 2, total: 95, hrefFor });
      const link = nav().getByRole('link', { name: 'Page 4' });
      expect(fireEvent.click(link)).toBe(false);
      expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
      expect(onPageChange.mock.calls).toEqual([[4]]);
    });

    it('is a disabled button, not a link, at either end', () => {
      const { nav } = renderPagination({ page: 1, total: 95, hrefFor });
      expect(nav().getByRole('button', { name: 'Previous page' })).toBeDisabled();
      expect(nav().queryByRole('link', { name: 'Previous page' })).toBeNull();
    });
  });
});
