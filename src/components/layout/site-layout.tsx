/** Every public page: skip link, header, the page's main content, footer. */
import type { ReactNode } from "react";
import { Footer } from "./footer.tsx";
import { ToasterIsland } from "../islands.ts";
import { Header } from "./header.tsx";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="focus-ring sr-only z-50 rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <ToasterIsland />
    </>
  );
}
