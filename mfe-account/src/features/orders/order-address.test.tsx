import { render, screen } from '@testing-library/react';
import type { Address } from 'shared-sdk';
import { OrderAddress } from './order-address';

const ADDRESS: Address = {
  id: 4,
  name: 'Demo Shopper',
  phone: '01700000000',
  area: 'Gulshan',
  flat_no: '12',
  address_type: 'home',
  address_line: 'Road 7',
  address_line2: 'Near the lake',
  post_code: '1212',
  is_default: true,
};

/** The address block's lines after the name, each the element that the card aligns. */
const lines = () => [...screen.getByTestId('order-address').querySelectorAll(':scope > span')] as HTMLElement[];

describe('OrderAddress', () => {
  it('isolates each line the shopper wrote, "12, Road 7" as one, so its order survives an Arabic page', () => {
    render(<OrderAddress address={ADDRESS} />);
    expect(screen.getByText('Demo Shopper').tagName).toBe('BDI');
    expect(screen.getByText('12, Road 7').tagName).toBe('BDI');
    expect(screen.getByText('Near the lake').tagName).toBe('BDI');
    expect(screen.getByText('Gulshan 1212').tagName).toBe('BDI');
    const phone = screen.getByText('01700000000');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });

  it('keeps the page’s direction on every line, so a Latin line aligns with the card (right in Arabic)', () => {
    render(<OrderAddress address={ADDRESS} />);
    expect(lines().map((line) => line.textContent)).toEqual(['01700000000', '12, Road 7', 'Near the lake', 'Gulshan 1212']);
    for (const line of lines()) {
      // dir="auto" here aligned 'Road 7' to the left of a right-to-left card: the direction is the isolate's alone.
      expect(line).not.toHaveAttribute('dir');
      expect(line.children).toHaveLength(1);
      expect(line.firstElementChild!.tagName).toBe('BDI');
    }
  });

  it('leaves out what the address lacks', () => {
    render(<OrderAddress address={{ ...ADDRESS, flat_no: null, address_line2: null, phone: '' }} />);
    expect(lines().map((line) => line.textContent)).toEqual(['Road 7', 'Gulshan 1212']);
  });
});
