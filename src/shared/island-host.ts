/**
 * The meeting point of an island and the server's page render. The render provides an IslandHost
 * (src/render/island.tsx) that wraps each island in its marker with its JSON props; `island()`
 * (islands/lib/island.tsx) renders through it when there is one, and as the component itself in the
 * browser, where nothing provides it. Both sides import this one context, so it lives where both may.
 */
import { type ComponentType, createContext } from "react";

export interface IslandHostProps {
  name: string;
  /** The island's own export, rendered again (with no host) as the island's root. */
  island: ComponentType<object>;
  props: object;
}

/** Set by the server's page render only. */
export const IslandHost = createContext<ComponentType<IslandHostProps> | null>(null);
