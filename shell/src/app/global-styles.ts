import { themeCssVariables } from 'shared-sdk';
import { createGlobalStyle } from 'styled-components';

const cssVariables = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');

/**
 * Base styles for every page. The theme's primary scale is also published as CSS variables
 * (--primary-50 .. --primary-950) so plain CSS in remotes can use it. Logical properties only,
 * so right-to-left needs no second stylesheet.
 */
export const GlobalStyles = createGlobalStyle`
  :root {
    ${({ theme }) => cssVariables(themeCssVariables(theme))}
    color-scheme: light;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Arabic', Tahoma, sans-serif;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }

  img {
    max-inline-size: 100%;
  }

  a {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[600]};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
