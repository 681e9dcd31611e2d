import { css } from 'styled-components';

/**
 * A button in the header's navigation, beside its links: their padding and the 2px slot of their
 * underline, so text lines up; no button chrome. `gap` is the space between its icon and words.
 */
export function navButton(gap: string) {
  return css`
    display: inline-flex;
    align-items: center;
    gap: ${gap};
    padding: 12px 4px;
    border: 0;
    border-block-end: 2px solid transparent;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  `;
}
