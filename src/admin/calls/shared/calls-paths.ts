/** The Calls tab's addresses, in one place for its page, its forms and its tests. */
export const CALLS_PAGE = "/admin/calls";
export const CALLS_API = "/api/admin/calls";
