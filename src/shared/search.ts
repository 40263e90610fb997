/** Where the site search lives and how long a query may be: shared by the header's forms, the mobile menu and the page. */
export const SEARCH_PATH = "/search";
export const SEARCH_QUERY_MAX_CHARS = 200;
