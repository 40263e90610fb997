/**
 * The server's side of an island: renders it as its own React root (so useId and the markup match what
 * the client hydrates) inside <island-root> with its name and JSON props, and notes that the page used
 * it. Provided to every page render as the IslandHost of src/shared/island-host.ts.
 */
import { renderToString } from "react-dom/server";
import type { Hydration, IslandHostProps } from "../shared/island-host.ts";
import { useRenderState } from "./render-context.ts";

/** The rule as attributes the loader reads: data-hydrate, and data-hydrate-stored, -query or -event. */
function hydrationAttributes(hydration: Hydration): Record<string, string> {
  const { on, ...rest } = hydration;
  return { "data-hydrate": on, ...Object.fromEntries(Object.entries(rest).map(([key, value]) => [`data-hydrate-${key}`, value])) };
}

export function ServerIslandHost({ name, island: Island, props, hydration }: IslandHostProps) {
  const state = useRenderState();
  const asset = state.assets.islands[name];
  if (asset === undefined) throw new Error(`No bundle for the island "${name}": its file must be islands/${name}.tsx or src/admin/<tab>/client/${name}.island.tsx`);
  const id = `${name}-${state.islandCount++}-`;
  state.islandsUsed.set(name, hydration);
  const html = renderToString(<Island {...props} />, { identifierPrefix: id });
  return (
    <island-root
      data-island={name}
      data-id={id}
      {...hydrationAttributes(hydration)}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own output for the island, rendered just above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The loader (islands/loader.ts), deferred: not needed for the first paint, so not in the page's first
 * window of bytes, and cached across pages. It fetches the client and each island's module when that
 * island's moment comes. Islands that hydrate at once (the admin's) have their modules preloaded here,
 * so the fetch starts while the HTML is still parsed. Nothing at all when the page used no island.
 */
export function IslandScripts() {
  const state = useRenderState();
  if (state.islandsUsed.size === 0) return null;
  const { assets } = state;
  const preload = new Set<string>();
  for (const [name, hydration] of state.islandsUsed) {
    if (hydration.on !== "load") continue;
    // The host checked the bundle exists before it noted the name.
    const asset = assets.islands[name]!;
    for (const href of [assets.clientHref, ...assets.clientImports, asset.src, ...asset.imports]) preload.add(href);
  }
  return (
    <>
      {[...preload].map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script src={assets.loaderHref} defer {...(state.inlineStyles ? { "data-stylesheet": assets.stylesheetHref } : {})} />
    </>
  );
}

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "island-root": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        "data-island": string;
        "data-id": string;
        "data-props": string;
      };
    }
  }
}
