/** The browser's offer to install the store (Chromium's `beforeinstallprompt` event). */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

declare global {
  interface Window {
    /** The offer the head's script kept (early-taps.js), until it is used or the store installed. */
    sfInstallOffer?: InstallOffer;
  }
}

/** Said on the window when the head's script keeps a new offer. */
export const INSTALL_OFFERED = 'sf-install-offered';
