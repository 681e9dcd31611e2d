import { useNavigation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: scaleX(0.1); }
  to { opacity: 1; transform: scaleX(0.8); }
`;

/**
 * Shown only after a short delay (the animation's), so a quick navigation shows nothing and a slow one
 * shows the store is working. Decorative: the new page's title announces the navigation's end.
 */
const Bar = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: 1000;
  block-size: 3px;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left;
  opacity: 0;
  animation: ${appear} 2s ease-out 150ms forwards;
  pointer-events: none;
  [dir='rtl'] & {
    transform-origin: right;
  }
`;

/** While a navigation keeps the current page on screen and the next one gets ready. */
export function NavigationProgress() {
  const { state } = useNavigation();
  return state === 'idle' ? null : <NavigationProgressBar />;
}

/** The bar itself; also shown while a page of islands waits for the next page before the app takes it over (islands-takeover.tsx). */
export function NavigationProgressBar() {
  return <Bar aria-hidden="true" data-testid="navigation-progress" />;
}
