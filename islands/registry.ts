/**
 * Every island by name. The name is the file islands/<name>.tsx, whose default export is the component;
 * the server wraps it in <island-root data-island="<name>">, and client.ts hydrates it.
 */
export const islandNames = ["mobile-menu", "services-menu", "faq", "funnel", "toaster"] as const;

export type IslandName = (typeof islandNames)[number];
