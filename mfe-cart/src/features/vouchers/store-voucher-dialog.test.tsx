import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { httpError, renderPage } from 'shared-sdk/testing';
import { coupon, cartTestStore, toasts } from '../../test-support/cart-store';
import StoreVoucherDialog from './store-voucher-dialog';

const percent = coupon({ id: 1, code: 'SAVE10', discount_type: 'Percentage', discount: 10, min_order_amount: 50, max_discount_amount: 15 });
const amount = coupon({ id: 2, code: 'FIVEOFF', discount_type: 'Amount', discount: 5, min_order_amount: 20, max_discount_amount: null });

function openDialog(calls: { vouchers?: jest.Mock; collectVoucher?: jest.Mock }, options: { signedIn?: boolean } = {}) {
  const store = cartTestStore({ cart: calls }, options);
  store.ui.openStoreVoucher(3);
  const onClose = jest.fn();
  renderPage(<StoreVoucherDialog onClose={onClose} />, { store });
  return { store, onClose };
}

const card = (code: string) => screen.getByText(code).closest('li') as HTMLElement;

describe('StoreVoucherDialog', () => {
  it("lists the shop's vouchers: a percentage with a percent sign, an amount in the currency", async () => {
    const vouchers = jest.fn().mockResolvedValue({ total: 2, coupons: [percent, amount] });
    openDialog({ vouchers });
    expect(screen.getByRole('dialog', { name: 'Store Vouchers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '10% off' })).toBeInTheDocument();
    expect(vouchers).toHaveBeenCalledWith({ shop_id: 3, page: 1, per_page: 10 });
    expect(screen.getByRole('heading', { name: '$5.00 off' })).toBeInTheDocument();

    const first = card('SAVE10');
    expect(first).toHaveTextContent('Min. spend$50.00');
    expect(first).toHaveTextContent('Max. discount$15.00');
    expect(first).toHaveTextContent('Valid untilDec 31, 2030');
    expect(within(first).getByText('Dec 31, 2030')).toHaveAttribute('datetime', '2030-12-31T12:00:00.000Z');
    const second = card('FIVEOFF');
    expect(second).toHaveTextContent('Min. spend$20.00');
    expect(second).not.toHaveTextContent('Max. discount');
  });

  it('shows amounts in the settings currency and position', async () => {
    const vouchers = jest.fn().mockResolvedValue({ total: 1, coupons: [amount] });
    const { store } = openDialog({ vouchers });
    act(() => runInAction(() => (store.settings.currency = { symbol: ' IQD', position: 'suffix' })));
    expect(await screen.findByRole('heading', { name: '5.00 IQD off' })).toBeInTheDocument();
  });

  it('collects a voucher once: the server message is toasted and the button turns Collected for good', async () => {
    const vouchers = jest.fn().mockResolvedValue({ total: 2, coupons: [percent, amount] });
    const collectVoucher = jest.fn().mockResolvedValue('Voucher collected successfully.');
    const { store } = openDialog({ vouchers, collectVoucher });
    await screen.findByText('SAVE10');
    const button = within(card('SAVE10')).getByRole('button', { name: /^Collect\W+SAVE10$/ });
    await act(async () => fireEvent.click(button));
    expect(collectVoucher).toHaveBeenCalledWith(1);
    expect(toasts(store)).toEqual([{ type: 'success', message: 'Voucher collected successfully.', position: 'bottom-left' }]);
    const collected = within(card('SAVE10')).getByRole('button', { name: /^Collected\W+SAVE10$/ });
    expect(collected).toHaveAttribute('aria-disabled', 'true');
    await act(async () => fireEvent.click(collected));
    expect(collectVoucher).toHaveBeenCalledTimes(1);
    // The other voucher can still be collected.
    expect(within(card('FIVEOFF')).getByRole('button', { name: /^Collect\W+FIVEOFF$/ })).not.toHaveAttribute('aria-disabled');
  });

  it('asks the server again when the dialog opens after a voucher was collected', async () => {
    const vouchers = jest
      .fn()
      .mockResolvedValueOnce({ total: 1, coupons: [percent] })
      .mockResolvedValueOnce({ total: 1, coupons: [{ ...percent, is_collected: true }] });
    const { store } = openDialog({ vouchers, collectVoucher: jest.fn().mockResolvedValue('Voucher collected successfully.') });
    await screen.findByText('SAVE10');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Collect\W+SAVE10$/ })));
    cleanup();
    renderPage(<StoreVoucherDialog onClose={jest.fn()} />, { store });
    expect(await screen.findByRole('button', { name: /^Collected\W+SAVE10$/ })).toHaveAttribute('aria-disabled', 'true');
    expect(vouchers).toHaveBeenCalledTimes(2);
  });

  it('shows a voucher the shopper collected before as Collected, and does not collect it again', async () => {
    const vouchers = jest.fn().mockResolvedValue({ total: 1, coupons: [{ ...percent, is_collected: true }] });
    const collectVoucher = jest.fn();
    openDialog({ vouchers, collectVoucher });
    const button = await screen.findByRole('button', { name: /^Collected\W+SAVE10$/ });
    fireEvent.click(button);
    expect(collectVoucher).not.toHaveBeenCalled();
  });

  it('asks to log in, hiding the list, when the session ends while the dialog is open', async () => {
    const vouchers = jest.fn().mockResolvedValue({ total: 1, coupons: [percent] });
    const { store, onClose } = openDialog({ vouchers });
    await screen.findByText('SAVE10');
    // A logout in another tab, an expired token: what was collected was the last shopper's.
    act(() => store.auth.clearSession());
    expect(screen.queryByText('SAVE10')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Collect/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    // Out of the way of the login modal.
    expect(store.ui.isOpen('login')).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(vouchers).toHaveBeenCalledTimes(1);
  });

  it('asks a guest to log in instead of loading vouchers', () => {
    const vouchers = jest.fn();
    const { store, onClose } = openDialog({ vouchers }, { signedIn: false });
    expect(screen.getByRole('heading', { name: 'Log in to collect vouchers' })).toBeInTheDocument();
    expect(vouchers).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.ui.isOpen('login')).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('toasts a failed voucher fetch with the server message bottom-left, and can try again', async () => {
    const vouchers = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, 'Vouchers are resting.'))
      .mockResolvedValueOnce({ total: 1, coupons: [percent] });
    const { store } = openDialog({ vouchers });
    expect(await screen.findByRole('alert')).toHaveTextContent('Vouchers are resting.');
    expect(toasts(store)).toEqual([{ type: 'error', message: 'Vouchers are resting.', position: 'bottom-left' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('SAVE10')).toBeInTheDocument();
    expect(vouchers).toHaveBeenCalledTimes(2);
  });

  it('toasts a failed collect with the server message and leaves the voucher collectable', async () => {
    const vouchers = jest.fn().mockResolvedValue({ total: 1, coupons: [percent] });
    const collectVoucher = jest.fn().mockRejectedValue(httpError(422, 'This voucher has expired.'));
    const { store } = openDialog({ vouchers, collectVoucher });
    await screen.findByText('SAVE10');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Collect\W+SAVE10$/ })));
    expect(toasts(store)).toEqual([{ type: 'error', message: 'This voucher has expired.', position: 'bottom-left' }]);
    expect(screen.getByRole('button', { name: /^Collect\W+SAVE10$/ })).not.toHaveAttribute('aria-disabled');
  });

  it("says 'Sorry there is no voucher available' when the shop has none", async () => {
    openDialog({ vouchers: jest.fn().mockResolvedValue({ total: 0, coupons: [] }) });
    expect(await screen.findByRole('heading', { name: 'Sorry there is no voucher available' })).toBeInTheDocument();
  });

  it('shows skeleton cards while the vouchers load', async () => {
    let answer: (page: { total: number; coupons: unknown[] }) => void = () => undefined;
    openDialog({ vouchers: jest.fn(() => new Promise((resolve) => (answer = resolve))) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => answer({ total: 1, coupons: [percent] }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('SAVE10')).toBeInTheDocument();
  });

  it('loads the next page on request', async () => {
    const more = coupon({ id: 11, code: 'LATE11' });
    const vouchers = jest
      .fn()
      .mockResolvedValueOnce({ total: 3, coupons: [percent, amount] })
      .mockResolvedValueOnce({ total: 3, coupons: [more] });
    openDialog({ vouchers });
    await screen.findByText('SAVE10');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show more vouchers' })));
    expect(vouchers).toHaveBeenLastCalledWith({ shop_id: 3, page: 2, per_page: 10 });
    await waitFor(() => expect(screen.getAllByTestId('voucher-card')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show more vouchers' })).not.toBeInTheDocument();
  });
});
