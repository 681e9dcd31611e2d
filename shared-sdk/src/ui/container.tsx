import type { HTMLAttributes } from 'react';

/**
 * The page's content column: full width on phones, centred and capped on large screens. Shared so
 * remote pages line up with the shell's header and footer. Its style is static (the `sf-container`
 * rule of styles/base.css), so it costs no styled-components work; `styled(Container)` still adds to it.
 */
export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `sf-container ${className}` : 'sf-container'} {...rest} />;
}
