/**
 * The two flex layouts the storefront's styles are made of, as CSS to put in a styled component:
 * `${flexColumn('8px')}` stacks its children with a gap, `${flexRow('8px', { wrap: true, align: 'center' })}`
 * lines them up (wrapping onto more lines on a phone when asked). Plain strings, so they cost
 * styled-components nothing at render and read the same on the server and in the browser.
 */
export interface FlexOptions {
  /** `align-items` */
  align?: 'center' | 'flex-start' | 'flex-end' | 'baseline' | 'stretch';
  /** `justify-content` */
  justify?: 'center' | 'flex-start' | 'flex-end' | 'space-between';
  /** Children go onto more lines when they do not fit (a row). */
  wrap?: boolean;
}

/** Children side by side, `gap` apart (rows and columns: '8px 16px'). */
export function flexRow(gap?: string, options: FlexOptions = {}): string {
  return flexCss('row', gap, options);
}

/** Children one under the other, `gap` apart. */
export function flexColumn(gap?: string, options: Omit<FlexOptions, 'wrap'> = {}): string {
  return flexCss('column', gap, options);
}

function flexCss(direction: 'row' | 'column', gap: string | undefined, { align, justify, wrap }: FlexOptions): string {
  return [
    'display: flex;',
    direction === 'column' && 'flex-direction: column;',
    wrap && 'flex-wrap: wrap;',
    align && `align-items: ${align};`,
    justify && `justify-content: ${justify};`,
    gap && `gap: ${gap};`,
  ]
    .filter(Boolean)
    .join(' ');
}
