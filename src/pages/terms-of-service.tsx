/** Terms of Service (/terms-of-service): effective December 15, 2025, a quick summary and fourteen sections. */
import { LegalDocumentView } from "../components/legal/legal-document.tsx";
import { termsOfService, termsOfServiceMeta } from "../content/terms-of-service-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";

function TermsOfServicePage() {
  const { identity } = useRenderState();
  return <LegalDocumentView doc={termsOfService(identity)} contactEmail={identity.supportEmail} />;
}

export default definePage({
  path: "/terms-of-service",
  meta: staticPageMeta({ ...termsOfServiceMeta, path: "/terms-of-service", siteNameInTitle: true, breadcrumb: termsOfServiceMeta.title }),
  Page: TermsOfServicePage,
});
