import { themeCssVariables } from 'shared-sdk';
import { createGlobalStyle } from 'styled-components';

const cssVariables = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');

/**
 * The theme as CSS variables (--primary, --primary-50 .. --primary-950, --text, --background): the
 * only global style that depends on the store's settings. The static reset and layout primitives
 * are a plain stylesheet inlined into the page (shared-sdk/src/styles/base.css) that reads these,
 * as plain CSS in remotes may.
 */
export const GlobalStyles = createGlobalStyle`
  :root {
    ${({ theme }) => cssVariables(themeCssVariables(theme))}
    color-scheme: light;
  }
`;
