/** Terms of Service (/terms-of-service): effective December 15, 2025, a quick summary and fourteen sections. */
import { LegalDocumentView } from "../components/legal/legal-document.tsx";
import { termsOfService, termsOfServiceMeta } from "../content/terms-of-service.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";

function TermsOfServicePage() {
  const { site } = useRenderState();
  return <LegalDocumentView doc={termsOfService(site)} contactEmail={site.supportEmail} />;
}

export default definePage({
  path: "/terms-of-service",
  meta: staticPageMeta({ ...termsOfServiceMeta, path: "/terms-of-service", siteNameInTitle: true, breadcrumb: termsOfServiceMeta.title }),
  Page: TermsOfServicePage,
});
