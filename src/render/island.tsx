/**
 * The server's side of an island: renders it as its own React root (so useId and the markup match what
 * the client hydrates) inside <island-root> with its name and JSON props, and notes that the page used
 * it. Provided to every page render as the IslandHost of src/shared/island-host.ts.
 */
import { renderToString } from "react-dom/server";
import type { IslandHostProps } from "../shared/island-host.ts";
import { useRenderState } from "./render-context.ts";

export function ServerIslandHost({ name, island: Island, props }: IslandHostProps) {
  const state = useRenderState();
  const asset = state.assets.islands[name];
  if (asset === undefined) throw new Error(`No bundle for the island "${name}": its file must be islands/${name}.tsx`);
  const id = `${name}-${state.islandCount++}-`;
  state.islandsUsed.add(name);
  const html = renderToString(<Island {...props} />, { identifierPrefix: id });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own output for the island, rendered just above
  return <island-root data-island={name} data-src={asset.src} data-id={id} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The scripts for the islands the page used; nothing at all when it used none. */
export function IslandScripts() {
  const state = useRenderState();
  if (state.islandsUsed.size === 0) return null;
  const preload = new Set<string>();
  for (const name of state.islandsUsed) {
    // The host checked the bundle exists before it noted the name.
    const asset = state.assets.islands[name]!;
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
