/** The company's own figures, stated alike on the home page and About Us: one place to update them. */
import type { Figure } from "./types.ts";

export const companyFigures = [
  { value: "10,000+", label: "businesses" },
  { value: "99.9%", label: "uptime" },
  { value: "24/7", label: "AI support" },
  { value: "4.9", label: "customer rating" },
] satisfies Figure[];
