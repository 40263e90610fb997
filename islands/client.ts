/**
 * Hydration, loaded by islands/loader.ts when an island's moment comes: the island's own module
 * (code-split; see lib/island.tsx), its JSON props, and the same id prefix the server rendered with.
 */
import { type ComponentType, createElement, type ReactNode, useLayoutEffect } from "react";
import { hydrateRoot } from "react-dom/client";

interface IslandModule {
  default: ComponentType<Record<string, unknown>>;
}

export interface ClientModule {
  hydrate(marker: HTMLElement): Promise<void>;
}

/** Renders nothing of its own: tells the loader when React has committed the island (its handlers attached). */
function Live({ onLive, children }: { onLive: () => void; children?: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at the first commit
  useLayoutEffect(onLive, []);
  return children;
}

/** Resolves once the island is live, so that what the visitor did meanwhile can be replayed on it. */
export async function hydrate(marker: HTMLElement): Promise<void> {
  const { island, src, props, id } = marker.dataset;
  if (!island || !src) return;
  const module = (await import(/* @vite-ignore */ src)) as IslandModule;
  const parsed = props ? (JSON.parse(props) as Record<string, unknown>) : {};
  await new Promise<void>((resolve) => {
    // data-live: committed, its handlers attached (React marks the root as soon as hydration starts, before that).
    const onLive = () => {
      marker.dataset.live = "";
      resolve();
    };
    hydrateRoot(marker, createElement(Live, { onLive }, createElement(module.default, parsed)), {
      identifierPrefix: id,
      onRecoverableError(error) {
        console.error(`[island ${island}]`, error);
      },
    });
  });
}
