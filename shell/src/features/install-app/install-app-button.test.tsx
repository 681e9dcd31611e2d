import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../test-support/render-with-store';
import { InstallAppButton } from './install-app-button';
import { INSTALL_OFFERED, type InstallOffer } from './install-offer';

function offer(outcome: 'accepted' | 'dismissed'): InstallOffer {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: jest.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}

describe('InstallAppButton', () => {
  afterEach(() => {
    window.sfInstallOffer = undefined;
  });

  it('is not there where the browser offers no install', async () => {
    await renderWithStore(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('shows for an offer kept before it woke, opens the browser’s dialog, and goes once the offer is used', async () => {
    const kept = offer('dismissed');
    window.sfInstallOffer = kept;
    await renderWithStore(<InstallAppButton />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(kept.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('shows for an offer that comes later, and goes when the store is installed', async () => {
    await renderWithStore(<InstallAppButton />);
    act(() => {
      window.sfInstallOffer = offer('accepted');
      window.dispatchEvent(new Event(INSTALL_OFFERED));
    });
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
