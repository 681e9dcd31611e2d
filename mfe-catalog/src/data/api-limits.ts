/** The most the API gives in one page: its list calls take page and per_page, and cap per_page at 100. */
export const MAX_PER_PAGE = 100;
