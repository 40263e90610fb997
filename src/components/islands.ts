/** Server-side wrappers of every island: use these in pages, never the island components directly. */
import Faq, { type FaqProps } from "../../islands/faq.tsx";
import Funnel, { type FunnelProps } from "../../islands/funnel.tsx";
import MobileMenu, { type MobileMenuProps } from "../../islands/mobile-menu.tsx";
import ServicesMenu, { type ServicesMenuProps } from "../../islands/services-menu.tsx";
import Toaster, { type ToasterProps } from "../../islands/toaster.tsx";
import { defineIsland } from "../render/island.tsx";

export const MobileMenuIsland = defineIsland<MobileMenuProps>("mobile-menu", MobileMenu);
export const ServicesMenuIsland = defineIsland<ServicesMenuProps>("services-menu", ServicesMenu);
export const FaqIsland = defineIsland<FaqProps>("faq", Faq);
export const FunnelIsland = defineIsland<FunnelProps>("funnel", Funnel);
export const ToasterIsland = defineIsland<ToasterProps>("toaster", Toaster);
