import { useRendersServerHtml } from 'shared-sdk';
import { css } from 'styled-components';
import { useNearViewport } from './use-near-viewport';

/** How a card's picture loads: 'high' for the page's largest picture, 'eager' above the fold, else lazy. */
export type ImagePriority = 'high' | 'eager' | 'lazy';

/** The picture attributes of a priority. */
export function imageLoading(priority: ImagePriority) {
  return { loading: priority === 'lazy' ? 'lazy' : 'eager', fetchPriority: priority === 'high' ? 'high' : undefined } as const;
}

/** The card at `index` of a list whose first `aboveFold` cards are on the first screen (the first one first). */
export function imagePriorityAt(index: number, aboveFold: number): ImagePriority {
  return index >= aboveFold ? 'lazy' : index === 0 ? 'high' : 'eager';
}

/** A list's items that hold the places of cards not rendered yet. */
const placeholdersOf = (list: Element) => list.querySelectorAll(':scope > [data-placeholder]');

/**
 * A list of `count` cards. The server's HTML, and the hydration of it, hold every card (the page works
 * without JavaScript, and hydration finds what the server wrote). A list the browser renders later
 * (another page of it, a client navigation) renders its first `renderFirst` cards at once and the
 * others when any of their placeholders (`li[data-placeholder]`) comes near the screen: how many to
 * render now, and the ref of the list.
 */
export function useDeferredList<T extends Element>(count: number, renderFirst: number) {
  const whole = useRendersServerHtml();
  const { ref, near } = useNearViewport<T>(!whole && renderFirst < count, placeholdersOf);
  return { ref, shown: whole || near ? count : Math.min(renderFirst, count) };
}

/**
 * The outline of a card not rendered yet (an `li[data-placeholder]` of the grid): as tall as the card,
 * a picture of `aspectRatio` above `textHeight`, so nothing moves when the card replaces it.
 */
export const cardPlaceholder = (aspectRatio: string, textHeight: string) => css`
  > li[data-placeholder] {
    display: block;
    padding-block-end: ${textHeight};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }

  > li[data-placeholder]::before {
    content: '';
    display: block;
    aspect-ratio: ${aspectRatio};
  }
`;
