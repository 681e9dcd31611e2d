import { createContext } from 'react';

export interface RemoteSlotControls {
  /** Forgets the failed load and tries again. */
  retry: () => void;
  /** Set for modal slots: the fallback then shows in a dialog the shopper can close. */
  dismiss?: () => void;
}

/**
 * What the fallback needs from the slot around it. The fallback module of the errorLoadRemote plugin
 * is rendered where the remote's component would have been, so it reaches its slot through context.
 */
export const RemoteSlotContext = createContext<RemoteSlotControls>({ retry: () => undefined });
