import { makeAutoObservable } from 'mobx';
import { CLIENT_FAILURES, OFFLINE_ERROR, type ApiFailure } from '../client/api-error';
import type { ModalId } from '../remote/remote-contract';
import type { RootStore } from './root-store';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export type ToastPosition = 'bottom-left' | 'top-right';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** A link in a toast: a page the toast is about ('View order'). */
export interface ToastLink {
  label: string;
  /** A path of the store. */
  to: string;
}

export interface ToastInput {
  type?: ToastType;
  title?: string;
  message: string;
  /** Milliseconds; 5000 by default. */
  timeout?: number;
  position?: ToastPosition;
  progressBar?: boolean;
  action?: ToastAction;
  link?: ToastLink;
  /** An error's request id, shown under the message so a shopper can quote it (docs/logging.md). */
  reference?: string;
}

export interface Toast extends Required<Omit<ToastInput, 'title' | 'action' | 'link' | 'reference'>> {
  id: number;
  title?: string;
  action?: ToastAction;
  link?: ToastLink;
  reference?: string;
}

/** An error toast with the message of a call that failed this long ago shows that call's reference. */
const REFERENCE_WINDOW_MS = 10_000;

/** Default toast timeout 5000 ms, at most 20 toasts, bottom-left unless stated (docs/product.md#limits). */
export const TOAST_DEFAULT_TIMEOUT = 5000;
export const TOAST_CAP = 20;

/** Modals, drawers and toasts. The shell renders a slot per modal that loads its remote on demand. */
export class UiStore {
  private readonly openModals = new Set<ModalId>();
  /** Which shop's vouchers the store-voucher dialog shows. */
  voucherShopId: number | null = null;
  toasts: Toast[] = [];
  private nextToastId = 1;
  private lastFailure: { message: string; requestId?: string; at: number } | null = null;
  /** Modal dialogs on screen (shared-sdk's Dialog counts itself in and out), whoever opened them. */
  private shownDialogs = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<this, 'root' | 'lastFailure'>(this, { root: false, lastFailure: false }, { autoBind: true });
  }

  /**
   * The HTTP client reports each failed call here, so `error(failure.message)` (as every form
   * calls it) shows that call's reference without each caller passing it on.
   */
  noteFailure({ message, requestId }: ApiFailure): void {
    this.lastFailure = { message, requestId, at: Date.now() };
  }

  private referenceFor(message: string): string | undefined {
    const failure = this.lastFailure;
    return failure?.message === message && Date.now() - failure.at < REFERENCE_WINDOW_MS ? failure.requestId : undefined;
  }

  /** The open modals, oldest first: the shell stacks them in this order, so the newest is on top. */
  get openModalIds(): ModalId[] {
    return [...this.openModals];
  }

  isOpen(id: ModalId): boolean {
    return this.openModals.has(id);
  }

  open(id: ModalId): void {
    if (this.openModals.has(id)) return;
    this.openModals.add(id);
    if (id === 'cartDrawer') void this.root.checkout.refreshForDrawer();
  }

  /**
   * A press on a button that opens the cart drawer (pointerdown, before its click): the drawer's
   * answers are asked for now, and the opening that follows uses the same requests. A press lasts
   * a tenth of a second or so; asked at the click instead, the requests leave only after the
   * click's task, which renders the drawer. A press that does not become a click has only
   * refreshed the cart.
   */
  readyCartDrawer(): void {
    if (!this.openModals.has('cartDrawer')) void this.root.checkout.refreshForDrawer();
  }

  close(id: ModalId): void {
    this.openModals.delete(id);
  }

  /** Login and register are mutually exclusive (docs/product.md#session-and-settings-browser). */
  openLogin(): void {
    this.openModals.delete('register');
    this.openModals.delete('forgotPassword');
    this.openModals.add('login');
  }

  openRegister(): void {
    this.openModals.delete('login');
    this.openModals.delete('forgotPassword');
    this.openModals.add('register');
  }

  openForgotPassword(): void {
    this.openModals.delete('login');
    this.openModals.add('forgotPassword');
  }

  /**
   * Whether a modal dialog is on screen: toasts then keep clear of its actions (a 5 s error toast
   * lay over the address dialog's Save on a phone). Counts every Dialog, also those a page opens
   * itself, not only the modals above.
   */
  get hasOpenDialog(): boolean {
    return this.shownDialogs > 0;
  }

  /** Called by Dialog as it mounts; `dialogHidden` as it unmounts. */
  dialogShown(): void {
    this.shownDialogs += 1;
  }

  dialogHidden(): void {
    this.shownDialogs = Math.max(0, this.shownDialogs - 1);
  }

  get isCartDrawerOpen(): boolean {
    return this.openModals.has('cartDrawer');
  }

  toggleCartDrawer(): void {
    if (this.openModals.has('cartDrawer')) this.openModals.delete('cartDrawer');
    else this.open('cartDrawer');
  }

  openStoreVoucher(shopId: number): void {
    this.voucherShopId = shopId;
    this.openModals.add('storeVoucher');
  }

  /** A guest adding to cart gets 'Please login first!' and the login modal. */
  requireLogin(): boolean {
    if (this.root.auth.isLoggedIn) return true;
    this.toast({ type: 'error', message: this.root.i18n.t('toast.loginFirst', 'Please login first!') });
    this.openLogin();
    return false;
  }

  toast(input: ToastInput): number {
    const toast: Toast = {
      id: this.nextToastId++,
      type: input.type ?? 'info',
      title: input.title,
      message: input.message,
      timeout: input.timeout ?? TOAST_DEFAULT_TIMEOUT,
      position: input.position ?? 'bottom-left',
      progressBar: input.progressBar ?? true,
      action: input.action,
      link: input.link,
      reference: input.reference,
    };
    this.toasts.push(toast);
    if (this.toasts.length > TOAST_CAP) this.toasts.splice(0, this.toasts.length - TOAST_CAP);
    return toast.id;
  }

  /** A success answers the errors shown before it (a field that was missing, now saved): they go. */
  success(message: string, extra: Omit<ToastInput, 'message' | 'type'> = {}): number {
    this.toasts = this.toasts.filter((toast) => toast.type !== 'error');
    return this.toast({ ...extra, type: 'success', message });
  }

  error(message: string, extra: Omit<ToastInput, 'message' | 'type'> = {}): number {
    // The client's own failure messages are English in code; the server's messages come translated.
    const own = CLIENT_FAILURES.find((failure) => failure.defaultMessage === message);
    const text = own ? this.root.i18n.t(own.id, own.defaultMessage) : message;
    // Offline, nothing was sent: the request's id names nothing the server logged, so no reference.
    const reference = own === OFFLINE_ERROR ? undefined : this.referenceFor(message);
    return this.toast({ reference, ...extra, type: 'error', message: text });
  }

  dismissToast(id: number): void {
    this.toasts = this.toasts.filter((t) => t.id !== id);
  }
}
