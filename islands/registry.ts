/**
 * Every island by name. The name is the file islands/<name>.tsx, whose default export is the component;
 * the server wraps it in <island-root data-island="<name>">, and client.ts hydrates it.
 */
export const islandNames = ["mobile-menu", "services-menu", "faq", "funnel", "toaster", "admin-login", "admin-session", "admin-posts", "admin-resource", "admin-api-keys", "admin-leads"] as const;

export type IslandName = (typeof islandNames)[number];
