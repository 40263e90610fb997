/** Terms of Service (/terms-of-service): effective December 15, 2025, a quick summary and fourteen sections, rendered from its copy document. */
import { LegalDocumentView } from "../components/legal/legal-document.tsx";
import { termsOfServiceCopy } from "../content/terms-of-service-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { useCopy } from "../site-copy/use-copy.ts";

function TermsOfServicePage() {
  const { identity } = useRenderState();
  return <LegalDocumentView doc={useCopy(termsOfServiceCopy)} identity={identity} />;
}

export default definePage({
  path: "/terms-of-service",
  meta: staticPageMeta((copy) => {
    const { page } = copy.get(termsOfServiceCopy);
    return { ...page, path: "/terms-of-service", siteNameInTitle: true, breadcrumb: page.title };
  }),
  Page: TermsOfServicePage,
});
