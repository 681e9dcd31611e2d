import { screen, within } from '@testing-library/react';
import { renderPage } from 'shared-sdk/testing';
import { accountTestStore, savedAddress } from '../../test-support/account-store';
import { AddressCard } from './address-card';

function renderCard(overrides: Parameters<typeof savedAddress>[0] = {}) {
  const address = savedAddress(overrides);
  renderPage(<AddressCard address={address} busy={false} onMakeDefault={jest.fn()} onDelete={jest.fn()} />, {
    store: accountTestStore(),
  });
  return screen.getByRole('article');
}

/** The card's lines under its head: each line's element and the isolates inside it. */
const lines = (card: HTMLElement) => [...card.querySelectorAll('p > span')] as HTMLElement[];

describe('AddressCard', () => {
  it('isolates every part the shopper wrote, so "12, Road 7" keeps its order in an Arabic page', () => {
    const card = renderCard({ flat_no: '12', address_line: 'Road 7', address_line2: 'Near the lake', area: 'Gulshan', post_code: '1212' });
    // Flat and street are one isolate: two, and the page's right-to-left order would put 'Road 7' first.
    const street = within(card).getByText('12, Road 7');
    expect(street.tagName).toBe('BDI');
    expect(within(card).getByText('Near the lake').tagName).toBe('BDI');
    expect(within(card).getByText('Gulshan').tagName).toBe('BDI');
    expect(within(card).getByText('1212').tagName).toBe('BDI');
    expect(within(card).getByText('Demo Customer').tagName).toBe('BDI');
    const phone = within(card).getByText('01700000000');
    expect(phone.tagName).toBe('BDI');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(lines(card).map((line) => line.textContent)).toEqual(['01700000000', '12, Road 7', 'Near the lake', 'Gulshan, post code 1212']);
  });

  it('keeps the page’s direction and alignment on each line: only the isolate inside takes the text’s own', () => {
    const card = renderCard();
    for (const line of lines(card)) {
      expect(line).not.toHaveAttribute('dir');
      expect(line.querySelector('bdi')).not.toBeNull();
    }
  });

  it('leaves out the flat when there is none, and the second line', () => {
    const card = renderCard({ flat_no: null, address_line: 'Road 7', address_line2: null });
    expect(within(card).getByText('Road 7').tagName).toBe('BDI');
    expect(lines(card)).toHaveLength(3);
  });
});
