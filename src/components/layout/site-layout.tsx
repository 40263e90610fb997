/** Every public page: skip link, header, the page's main content, footer. */
import type { ReactNode } from "react";
import { Footer } from "./footer.tsx";
import { ToasterIsland } from "../islands.ts";
import { Header } from "./header.tsx";
import { PageFrame } from "./page-frame.tsx";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageFrame header={<Header />} footer={<Footer />}>
        {children}
      </PageFrame>
      <ToasterIsland />
    </>
  );
}
