import { render, screen } from '@testing-library/react';
import { AppProviders } from '../providers/app-providers';
import { switchLocale } from '../test-support/switch-locale';
import { createTestStore } from '../test-support/store';
import { Price } from './price';

function renderPrice(locale: 'en' | 'ar', element: React.ReactElement) {
  const store = createTestStore();
  if (locale === 'ar') switchLocale(store, 'ar', 'rtl', {});
  return render(<AppProviders store={store}>{element}</AppProviders>);
}

describe('Price', () => {
  it.each(['en', 'ar'] as const)('isolates a signed amount left to right, so the sign stays before it (%s)', (locale) => {
    renderPrice(locale, <Price amount={4} signed size="sm" />);
    const amount = screen.getByText(/^\+\$4[.,٫]00$/);
    expect(amount.tagName).toBe('BDI');
    expect(amount).toHaveAttribute('dir', 'ltr');
  });

  it.each(['en', 'ar'] as const)('isolates the price and the struck-through one left to right (%s)', (locale) => {
    renderPrice(locale, <Price amount={8} original={10} />);
    expect(screen.getByText(/\$8[.,٫]00/).closest('[dir="ltr"]')).not.toBeNull();
    expect(screen.getByText(/\$10[.,٫]00/).closest('del')).toHaveAttribute('dir', 'ltr');
  });

  it('writes a discount with its minus sign', () => {
    renderPrice('en', <Price amount={-2} signed />);
    expect(screen.getByText('-$2.00')).toHaveAttribute('dir', 'ltr');
  });
});
