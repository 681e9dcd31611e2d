import type { CSSProperties } from 'react';
import type ICON_PATHS from './icon-paths.json';

// The storefront's one icon set (the shell's header, footer and toasts, the catalogue's cards and
// filters): outline icons on a 24px grid (icon-paths.json). Each is one element, a span painted in
// currentColor through a CSS mask the static stylesheet defines per icon (build/base-styles.cjs), so
// icons take the text colour in every theme and cost the page no <svg>/<path> pair of elements.

export type IconName = keyof typeof ICON_PATHS;

export interface IconProps {
  name: IconName;
  /** Pixels; 22 (the header's) by default. */
  size?: number;
  /** Fill the shape instead of outlining it: the heart and the bolt (FILLABLE in build/icon-styles.cjs). */
  filled?: boolean;
  /** Mirror in right-to-left pages (arrows). */
  flipInRtl?: boolean;
  style?: CSSProperties;
  className?: string;
}

/** The class that fills an icon (a favourite's heart). */
export const ICON_FILLED_CLASS = 'sf-icon-filled';

/** A decorative icon: hidden from assistive technology, so its button or link needs a label. */
export function Icon({ name, size = 22, filled = false, flipInRtl = false, style, className }: IconProps) {
  const classes = ['sf-icon', `sf-icon-${name}`];
  if (filled) classes.push(ICON_FILLED_CLASS);
  if (flipInRtl) classes.push('sf-icon-flip');
  if (className) classes.push(className);
  return <span aria-hidden="true" className={classes.join(' ')} style={{ inlineSize: size, blockSize: size, ...style }} />;
}

/**
 * The classes that draw `name` before an element's content (its ::before), sized by the element's
 * `--sf-icon-size` (22px by default): a button in a list of dozens saves the icon's element.
 */
export function iconClasses(name: IconName, filled = false): string {
  return `sf-with-icon sf-icon-${name}${filled ? ` ${ICON_FILLED_CLASS}` : ''}`;
}
