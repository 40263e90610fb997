/** Terms of Service (/terms-of-service): effective December 15, 2025, a quick summary and the spec's fourteen sections. */
import { LegalDocumentView } from "../components/legal/legal-document.tsx";
import { termsOfService, termsOfServiceMeta } from "../content/terms-of-service.ts";
import { definePage } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { breadcrumbJsonLd } from "../render/structured-data.ts";

function TermsOfServicePage() {
  const { site } = useRenderState();
  return <LegalDocumentView doc={termsOfService(site)} contactEmail={site.supportEmail} />;
}

export default definePage({
  path: "/terms-of-service",
  meta: (_data, { c }) => ({
    title: `${termsOfServiceMeta.title} | ${c.var.deps.site.name}`,
    description: termsOfServiceMeta.description,
    canonicalPath: "/terms-of-service",
    jsonLd: [breadcrumbJsonLd(c.var.deps.env.siteUrl, [{ name: termsOfServiceMeta.title, path: "/terms-of-service" }])],
  }),
  Page: TermsOfServicePage,
});
