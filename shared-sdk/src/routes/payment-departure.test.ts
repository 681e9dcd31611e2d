import { browserLocation } from './browser-location';
import { leaveForPayment, leftPaymentLink, parseOrderIds } from './payment-departure';

describe('leaving for the payment provider', () => {
  let assign: jest.SpyInstance;
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState({ idx: 2 }, '', '/checkout');
    assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => assign.mockRestore());

  it('makes this history entry the orders waiting for payment, keeps the link for this tab, and goes', () => {
    leaveForPayment('/pay/abc', [7, 8]);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/order-history?payment=waiting&order=7%2C8');
    expect(window.history.state).toBeNull(); // not the checkout's router key, nor its scroll position
    expect(assign).toHaveBeenCalledWith('/pay/abc');
    expect(leftPaymentLink([8, 7])).toBe('/pay/abc');
    expect(leftPaymentLink([7])).toBeNull();
  });

  it('leaves the entry as it is when told to', () => {
    leaveForPayment('/pay/one', [9], null);
    expect(window.location.pathname).toBe('/checkout');
    expect(leftPaymentLink([9])).toBe('/pay/one');
  });

  it('hands out no link to another origin, whoever wrote it', () => {
    window.sessionStorage.setItem('storefront.leftPayment', JSON.stringify({ orderIds: [1], url: '//evil.example/pay' }));
    expect(leftPaymentLink([1])).toBeNull();
    window.sessionStorage.setItem('storefront.leftPayment', '{not json');
    expect(leftPaymentLink([1])).toBeNull();
  });
});

describe('parseOrderIds', () => {
  it.each([
    ['12', [12]],
    ['12,13', [12, 13]],
    ['12,12', [12]],
    [null, []],
    ['', []],
    ['12,', []],
    ['-1', []],
    ['0', []],
    ['1e3', []],
    [Array.from({ length: 11 }, (_, i) => i + 1).join(','), []],
  ])('%p gives %p', (value, ids) => {
    expect(parseOrderIds(value)).toEqual(ids);
  });
});
