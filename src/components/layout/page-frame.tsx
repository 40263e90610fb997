/** A page's skeleton: the skip link, its header, the main landmark the link jumps to, its footer. */
import type { ReactNode } from "react";
import { siteChromeCopy } from "../../content/site-chrome-copy.ts";
import { useCopy } from "../../site-copy/use-copy.ts";

export function PageFrame({ header, footer, children }: { header: ReactNode; footer: ReactNode; children: ReactNode }) {
  const { skipLink } = useCopy(siteChromeCopy);
  return (
    <>
      <a href="#main" className="skip-link">
        {skipLink}
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {footer}
    </>
  );
}
