/**
 * Server side of an island: renders the component as its own React root (so useId and the
 * markup match what the client hydrates) inside <island-root> with its name and JSON props.
 */
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import type { IslandName } from "../../islands/registry.ts";
import { useRenderState } from "./render-context.ts";

/** Island props cross the wire as JSON: plain data only. */
export type IslandProps = Record<string, unknown>;

/**
 * @example export const MobileMenuIsland = defineIsland("mobile-menu", MobileMenu);
 */
export function defineIsland<P extends IslandProps>(name: IslandName, Component: ComponentType<P>) {
  function ServerIsland(props: P) {
    const state = useRenderState();
    const asset = state.assets.islands[name];
    const id = `${name}-${state.islandCount++}-`;
    state.islandsUsed.add(name);
    const html = renderToString(<Component {...props} />, { identifierPrefix: id });
    return (
      <island-root
        data-island={name}
        data-src={asset.src}
        data-id={id}
        data-props={JSON.stringify(props)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  ServerIsland.displayName = `Island(${name})`;
  return ServerIsland;
}

/** The scripts for the islands the page used; nothing at all when it used none. */
export function IslandScripts() {
  const state = useRenderState();
  if (state.islandsUsed.size === 0) return null;
  const preload = new Set<string>();
  for (const name of state.islandsUsed) {
    const asset = state.assets.islands[name];
    preload.add(asset.src);
    for (const href of asset.imports) preload.add(href);
  }
  return (
    <>
      {[...preload].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={state.assets.clientHref} />
    </>
  );
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "island-root": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        "data-island": string;
        "data-src": string;
        "data-id": string;
        "data-props": string;
      };
    }
  }
}
