/**
 * What an API key may do. Keys never manage keys, sessions or security: those routes take the owner's
 * session only. Shared by the server's guards and the API Keys tab.
 */
export const API_KEY_SCOPES = ["content:read", "content:write", "leads:read", "leads:write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The tab's words for each scope: the Generate dialog's checkboxes. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  "content:read": "Read posts, categories, tags, authors and redirects",
  "content:write": "Create, change and delete posts, categories, tags, authors and redirects",
  "leads:read": "Read and export leads and the funnel's numbers",
  "leads:write": "Move leads through the pipeline, write notes, delete leads",
};

/** The same in two words, for the badges of the list, where a row has room for little more than its name. */
export const API_KEY_SCOPE_BADGES: Record<ApiKeyScope, string> = {
  "content:read": "Read content",
  "content:write": "Edit content",
  "leads:read": "Read leads",
  "leads:write": "Edit leads",
};
