/** The most the API gives in one page (api-reference: lists take page and per_page, with a maximum). */
export const MAX_PER_PAGE = 100;
