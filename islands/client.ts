/**
 * The one client entry: finds the island markers the server rendered and hydrates each with its own
 * module's default export (code-split; see lib/island.tsx) and its JSON props.
 */
import { type ComponentType, createElement } from "react";
import { hydrateRoot } from "react-dom/client";

interface IslandModule {
  default: ComponentType<Record<string, unknown>>;
}

async function hydrateIsland(marker: HTMLElement): Promise<void> {
  const { island, src, props, id } = marker.dataset;
  if (!island || !src) return;
  const module = (await import(/* @vite-ignore */ src)) as IslandModule;
  const parsed = props ? (JSON.parse(props) as Record<string, unknown>) : {};
  hydrateRoot(marker, createElement(module.default, parsed), {
    identifierPrefix: id,
    onRecoverableError(error) {
      console.error(`[island ${island}]`, error);
    },
  });
}

for (const marker of document.querySelectorAll<HTMLElement>("island-root[data-island]")) {
  hydrateIsland(marker).catch((error: unknown) => {
    console.error(`[island ${marker.dataset.island}] failed to load`, error);
  });
}
