import { fireEvent, screen, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { SocialProvider } from 'shared-sdk';
import { SocialSignIn } from './social-sign-in';
import { decodeJwtPayload, type CredentialGetter } from './provider-sdks';
import { httpError, renderPage } from 'shared-sdk/testing';
import { authTestStore, toasts } from '../../test-support/auth-store';

const session = { access: { token: 'tok-s' }, user: { id: 3, name: 'Social' } };

function setup(active: SocialProvider[], socialLogin = jest.fn().mockResolvedValue(session), sdk?: jest.Mock) {
  const store = authTestStore({ auth: { socialLogin } });
  runInAction(() => {
    store.settings.socialAuths = {
      google: { is_active: active.includes('google'), client_id: 'g-id' },
      facebook: { is_active: active.includes('facebook'), client_id: 'f-id' },
      apple: { is_active: active.includes('apple'), client_id: 'a-id', redirect_url: 'https://shop.test/apple' },
    };
  });
  const getter = sdk ?? jest.fn().mockResolvedValue({ code: 'id-token', data: { name: 'Social' } });
  const sdks = { google: getter, facebook: getter, apple: getter } as Record<SocialProvider, CredentialGetter>;
  const onSignedIn = jest.fn();
  renderPage(<SocialSignIn onSignedIn={onSignedIn} sdks={sdks} />, { store });
  return { store, onSignedIn, getter, socialLogin };
}

describe('SocialSignIn', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows a button only for the active providers', () => {
    setup(['google', 'apple']);
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Apple' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).not.toBeInTheDocument();
  });

  it('sends the provider credential, signs in and says so', async () => {
    const { store, onSignedIn, getter, socialLogin } = setup(['facebook']);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Facebook' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(getter).toHaveBeenCalledWith({ is_active: true, client_id: 'f-id' });
    expect(socialLogin).toHaveBeenCalledWith('facebook', { code: 'id-token', data: { name: 'Social' } });
    expect(store.auth.token).toBe('tok-s');
    expect(toasts(store)[0]).toMatchObject({ type: 'success', title: 'Login Successful', position: 'top-right', timeout: 3000 });
  });

  it('logs an SDK failure only', async () => {
    const sdk = jest.fn().mockRejectedValue(new Error('cancelled'));
    const { store, onSignedIn, socialLogin } = setup(['apple'], undefined, sdk);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Apple' }));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(socialLogin).not.toHaveBeenCalled();
    expect(store.ui.toasts).toHaveLength(0);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('toasts a refused sign-in bottom-left with the server message', async () => {
    const { store, onSignedIn } = setup(['google'], jest.fn().mockRejectedValue(httpError(422, 'The token is invalid.')));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(toasts(store)).toHaveLength(1));
    expect(toasts(store)[0]).toMatchObject({ type: 'error', message: 'The token is invalid.', position: 'bottom-left' });
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('decodeJwtPayload', () => {
  it('reads the payload of a JWT', () => {
    const payload = btoa(JSON.stringify({ sub: '1', name: 'Ann' })).replace(/=+$/, '');
    expect(decodeJwtPayload(`x.${payload}.y`)).toEqual({ sub: '1', name: 'Ann' });
    expect(decodeJwtPayload('garbage')).toBeNull();
  });
});
