import type { SVGProps } from 'react';
import { useTheme } from 'styled-components';

// The storefront's one icon set (the shell's header, footer and toasts, the catalogue's cards and
// filters): outline icons on a 24px grid, stroked in currentColor, so they take the text colour in
// every theme.
const PATHS = {
  search: 'M11 19a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm10 2-4.35-4.35',
  heart: 'M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.2 4.5 7 4.5c2 0 3.6 1.1 5 2.9 1.4-1.8 3-2.9 5-2.9 3.8 0 6 3.8 4.5 7.3C19.5 16.4 12 21 12 21Z',
  cart: 'M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a.5.5 0 1 1 0-1 .5.5 0 0 1 0 1Zm8 0a.5.5 0 1 1 0-1 .5.5 0 0 1 0 1Z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  location: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  chevronDown: 'm6 9 6 6 6-6',
  chevron: 'm9 6 6 6-6 6',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0',
  download: 'M12 4v11m0 0-4-4m4 4 4-4M5 20h14',
  check: 'm5 12 5 5 9-10',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  store: 'M4 9h16l-1-5H5L4 9Zm0 0v11h16V9M9 20v-6h6v6M4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0',
  box: 'M12 3 4 7v10l8 4 8-4V7l-8-4Zm0 18V11m8-4-8 4-8-4',
  filter: 'M4 5h16l-6 7v6l-4 2v-8L4 5Z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  tag: 'M3 12V4h8l10 10-8 8L3 12Zm5-4.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps extends SVGProps<SVGSVGElement> {
  name: IconName;
  /** Pixels; 22 (the header's) by default. */
  size?: number;
  /** Fill the shape (a chosen heart) instead of outlining it. */
  filled?: boolean;
  /** Mirror in right-to-left pages (arrows). */
  flipInRtl?: boolean;
}

/** A decorative icon: hidden from assistive technology, so its button or link needs a label. */
export function Icon({ name, size = 22, filled = false, flipInRtl = false, style, ...rest }: IconProps) {
  const theme = useTheme();
  const mirrored = flipInRtl && theme?.direction === 'rtl';
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', transform: mirrored ? 'scaleX(-1)' : undefined, ...style }}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
