/** Every public page: skip link, header, the page's main content, footer. */
import type { ReactNode } from "react";
import ToasterIsland from "../../../islands/toaster.tsx";
import { siteChromeCopy } from "../../content/site-chrome-copy.ts";
import { useCopy } from "../../site-copy/use-copy.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { PageFrame } from "./page-frame.tsx";

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageFrame header={<Header />} footer={<Footer />}>
        {children}
      </PageFrame>
      <ToasterIsland label={useCopy(siteChromeCopy).toastsLabel} />
    </>
  );
}
