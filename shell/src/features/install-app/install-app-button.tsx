import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Icon } from 'shared-sdk';
import styled from 'styled-components';
import { navButton } from '../../components/nav-button';
import { INSTALL_OFFERED, type InstallOffer } from './install-offer';

/**
 * 'Install app': shown only where the browser offers to install the store (docs/pwa.md), which it says
 * with `beforeinstallprompt`, kept by the head's script in case it came before the header woke. Pressing
 * it opens the browser's own install dialog; installed or declined, the offer is used up and the
 * button goes. Never in the server's HTML: the offer exists only in the browser, after hydration.
 */
export function InstallAppButton() {
  const [offer, setOffer] = useState<InstallOffer | null>(null);
  useEffect(() => {
    const take = () => setOffer(window.sfInstallOffer ?? null);
    const installed = () => {
      window.sfInstallOffer = undefined;
      setOffer(null);
    };
    take();
    window.addEventListener(INSTALL_OFFERED, take);
    window.addEventListener('appinstalled', installed);
    return () => {
      window.removeEventListener(INSTALL_OFFERED, take);
      window.removeEventListener('appinstalled', installed);
    };
  }, []);
  if (!offer) return null;
  const install = async () => {
    await offer.prompt();
    await offer.userChoice;
    // An offer is good for one prompt: the browser makes a new one if it offers again.
    window.sfInstallOffer = undefined;
    setOffer(null);
  };
  return (
    <Button type="button" onClick={() => void install()}>
      <Icon name="download" size={18} />
      <FormattedMessage id="header.installApp" defaultMessage="Install app" />
    </Button>
  );
}

const Button = styled.button`
  ${navButton('6px')}

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
