/**
 * The company's own figures, stated alike on the home page and About Us: one copy document of their own,
 * so that one edit reaches both pages.
 */
import { defineCopy } from "../site-copy/define-copy.ts";
import type { Figure } from "./types.ts";

export const companyFigures = [
  { value: "10,000+", label: "businesses" },
  { value: "99.9%", label: "uptime" },
  { value: "24/7", label: "AI support" },
  { value: "4.9", label: "customer rating" },
] satisfies Figure[];

export const companyFiguresCopy = defineCopy({
  key: "company-figures",
  title: "Company figures",
  group: "Site",
  previewPath: "/about-us",
  defaults: { figures: companyFigures },
  blockTitles: { figures: "Figures (home page and About Us)" },
});
