import { screen, within } from '@testing-library/react';
import { renderPage } from 'shared-sdk/testing';
import { address, checkoutStore } from '../../test-support/checkout-store';
import { DeliveryAddress } from './delivery-address';

function renderAddress(extra: Parameters<typeof address>[1]) {
  const { store } = checkoutStore();
  store.checkout.setAddress(address(1, { name: 'Home Sweet', ...extra }));
  renderPage(<DeliveryAddress ready />, { store });
  return screen.getByRole('region', { name: 'Delivery Address' });
}

describe('DeliveryAddress', () => {
  it('isolates each line the shopper wrote, flat and street as one, so "12, Road 7" keeps its order in Arabic', () => {
    const section = renderAddress({
      flat_no: '12',
      address_line: 'Road 7',
      address_line2: 'Near the lake',
      area: 'Karrada',
      post_code: '10001',
    });
    for (const text of ['Home Sweet', '12, Road 7', 'Near the lake', 'Karrada 10001']) {
      expect(within(section).getByText(text).tagName).toBe('BDI');
    }
    expect(within(section).getByText('01700000001')).toHaveAttribute('dir', 'ltr');
  });

  it('keeps the page’s direction on the line around each isolate, so the lines align with the section', () => {
    const section = renderAddress({ flat_no: '12', address_line: 'Road 7' });
    for (const text of ['12, Road 7', 'Karrada 10001']) {
      const line = within(section).getByText(text).parentElement!;
      expect(line.tagName).toBe('SPAN');
      expect(line).not.toHaveAttribute('dir');
      expect(line.textContent).toBe(text);
    }
  });
});
