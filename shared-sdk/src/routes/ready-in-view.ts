/**
 * What a link carries when its page is worth readying while the shopper looks at it: a card's link,
 * the likeliest next tap on a page of cards. On a page of islands the shell readies such a page
 * (its code, data and main picture) once its link has stayed in view a moment after the shopper
 * engaged with the page (docs/islands.md, "Navigation"). Named after Remix's `prefetch="viewport"`.
 */
export const READY_IN_VIEW_ATTRIBUTE = 'data-prefetch';

/** Spread on a link (`<Link {...readyInView}>`) to mark it. */
export const readyInView = { [READY_IN_VIEW_ATTRIBUTE]: 'viewport' } as const;

/** The selector of the links so marked. */
export const READY_IN_VIEW_SELECTOR = `a[${READY_IN_VIEW_ATTRIBUTE}="viewport"]`;
