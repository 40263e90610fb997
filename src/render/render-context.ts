/** Per-request render state: what the document shell needs, and which islands the page used. */
import { createContext, useContext } from "react";
import type { SiteIdentity } from "../content/identity.ts";
import type { Hydration } from "../shared/island-host.ts";
import type { SiteCopy } from "../site-copy/site-copy.ts";
import type { AssetBundle } from "./assets.ts";

export interface RenderState {
  assets: AssetBundle;
  identity: SiteIdentity;
  /** The site's copy this page renders (the published one, or a preview's draft). */
  copy: SiteCopy;
  /** Public origin, no trailing slash. */
  siteUrl: string;
  /** Path of the page being rendered, e.g. /blog */
  path: string;
  /** Filled while rendering: islands in document order decide the scripts at the end of <body>. */
  islandsUsed: Map<string, Hydration>;
  islandCount: number;
  /** The page's CSS is inlined after the render (no stylesheet link; islands load it when they hydrate). */
  inlineStyles: boolean;
}

export const RenderContext = createContext<RenderState | null>(null);

export function useRenderState(): RenderState {
  const state = useContext(RenderContext);
  if (!state) throw new Error("useRenderState() outside of a page render");
  return state;
}
