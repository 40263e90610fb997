/**
 * The meeting point of an island and the server's page render. The render provides an IslandHost
 * (src/render/island.tsx) that wraps each island in its marker with its JSON props; `island()`
 * (islands/lib/island.tsx) renders through it when there is one, and as the component itself in the
 * browser, where nothing provides it. Both sides import this one context, so it lives where both may.
 */
import { type ComponentType, createContext } from "react";

/**
 * When an island's JavaScript is fetched and it hydrates (islands/loader.ts), decided per island. Until
 * then the server's HTML is the page: links work, and a click on a button is kept and replayed once the
 * island is live. Any interaction inside an island hydrates it whatever its rule.
 * - load: at once (the admin).
 * - interaction: on the first pointer over or down, focus or key press inside it (menus, accordions).
 * - visible: when it comes within 200 px of the viewport, or at once when sessionStorage holds
 *   `stored` or the query string has `query` (a visit to resume, a link that opens it).
 * - event: when `event` is dispatched on window (the toaster: the first toast).
 */
export type Hydration = { on: "load" } | { on: "interaction" } | { on: "visible"; stored?: string; query?: string } | { on: "event"; event: string };

export interface IslandHostProps {
  name: string;
  /** The island's own export, rendered again (with no host) as the island's root. */
  island: ComponentType<object>;
  props: object;
  hydration: Hydration;
}

/** Set by the server's page render only. */
export const IslandHost = createContext<ComponentType<IslandHostProps> | null>(null);
