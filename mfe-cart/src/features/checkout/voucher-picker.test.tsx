import { act, fireEvent, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import CheckoutPage from './checkout-page';
import { checkoutVoucher, renderPage } from 'shared-sdk/testing';
import { BASKET, checkoutResult, checkoutStore } from '../../test-support/checkout-store';

const VOUCHERS = [
  checkoutVoucher(4, { code: 'URBAN5', saving: 5 }),
  checkoutVoucher(5, { code: 'TENOFF', discount_type: 'Percentage', discount: 10, saving: 9 }),
  checkoutVoucher(6, { code: 'BIG20', discount: 20, min_order_amount: 140, saving: 0, reason: 'min_spend', amount_needed: 40 }),
  checkoutVoucher(7, { code: 'OLD', saving: 0, reason: 'expired' }),
  checkoutVoucher(8, { code: 'SOON', saving: 0, reason: 'not_started' }),
];

async function setup(vouchers = VOUCHERS) {
  const checkout = jest.fn(async ({ coupon_code }: { coupon_code: string | null }) =>
    checkoutResult(BASKET, coupon_code ? { coupon_discount: 5, payable_amount: 105 } : {}),
  );
  const checkoutVouchers = jest.fn().mockResolvedValue({ coupons: vouchers });
  const { store, api } = checkoutStore({ checkout, checkoutVouchers });
  runInAction(() => (store.basket.selectedShopIds = [1, 2]));
  renderPage(<CheckoutPage />, { store, path: '/checkout', routePath: '/checkout' });
  await screen.findByRole('link', { name: 'Urban Threads' });
  return { store, api };
}

const picker = () => screen.getByRole('group', { name: 'Your vouchers' });
const option = (code: string) => within(picker()).getByRole('button', { name: new RegExp(`^${code}`) });
const summaryRow = (label: string) => within(screen.getByTestId('order-summary')).getByText(label).closest('div') as HTMLElement;

describe('the voucher picker', () => {
  it("lists the collected vouchers of the checkout's shops: what each saves, or why it does not apply", async () => {
    const { api } = await setup();
    await screen.findByRole('group', { name: 'Your vouchers' });
    expect(api.checkoutVouchers).toHaveBeenCalledWith({ shop_ids: [1, 2] });
    expect(option('URBAN5')).toHaveTextContent('$5.00 off');
    expect(option('URBAN5')).toHaveTextContent('Save $5.00');
    expect(option('URBAN5')).toHaveAttribute('aria-pressed', 'false');
    expect(option('TENOFF')).toHaveTextContent('10% off');
    expect(option('TENOFF')).toHaveTextContent('Save $9.00');
    expect(option('BIG20')).toBeDisabled();
    expect(option('BIG20')).toHaveTextContent('Spend $40.00 more to use this voucher');
    expect(option('OLD')).toBeDisabled();
    expect(option('OLD')).toHaveTextContent('Expired');
    expect(option('SOON')).toHaveTextContent('Not active yet');
    expect(option('BIG20')).not.toHaveAttribute('aria-pressed');
  });

  it('applies a picked voucher as a typed code would, and pressing it again removes it', async () => {
    const { api, store } = await setup();
    await screen.findByRole('group', { name: 'Your vouchers' });
    await act(async () => fireEvent.click(option('URBAN5')));
    expect(api.checkout).toHaveBeenLastCalledWith({ shop_ids: [1, 2], coupon_code: 'URBAN5' });
    expect(store.checkout.coupon_code).toBe('URBAN5');
    expect(option('URBAN5')).toHaveAttribute('aria-pressed', 'true');
    expect(option('URBAN5')).toHaveTextContent('Applied');
    expect(summaryRow('Voucher Discount')).toHaveTextContent('-$5.00');

    await act(async () => fireEvent.click(option('URBAN5')));
    expect(api.checkout).toHaveBeenLastCalledWith({ shop_ids: [1, 2], coupon_code: null });
    expect(option('URBAN5')).toHaveAttribute('aria-pressed', 'false');
  });

  it('asks again when the subtotal changes, since the savings move with it', async () => {
    const { api, store } = await setup();
    await screen.findByRole('group', { name: 'Your vouchers' });
    const asked = api.checkoutVouchers.mock.calls.length;
    await act(async () => runInAction(() => (store.checkout.total_amount = 150)));
    expect(api.checkoutVouchers).toHaveBeenCalledTimes(asked + 1);
  });

  it('shows nothing when the shopper collected none', async () => {
    const { api } = await setup([]);
    await act(async () => undefined);
    expect(api.checkoutVouchers).toHaveBeenCalled();
    expect(screen.queryByRole('group', { name: 'Your vouchers' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Voucher code')).toBeInTheDocument();
  });
});
