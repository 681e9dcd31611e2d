import type { ComponentPropsWithoutRef, ElementType } from 'react';

type VisuallyHiddenProps<T extends ElementType> = { as?: T } & ComponentPropsWithoutRef<T>;

/**
 * Text for screen readers only: labels of icon buttons, the name of a loading region, a price's role.
 * A span by default, or `as` another element (a label, a heading). Static style: the
 * `sf-visually-hidden` rule of styles/base.css.
 */
export function VisuallyHidden<T extends ElementType = 'span'>({ as, className, ...rest }: VisuallyHiddenProps<T>) {
  const Element: ElementType = as ?? 'span';
  return <Element className={className ? `sf-visually-hidden ${className}` : 'sf-visually-hidden'} {...rest} />;
}
