/** Privacy Policy (/privacy-policy): last updated December 2024, the spec's twelve sections, rendered from typed content. */
import { LegalDocumentView } from "../components/legal/legal-document.tsx";
import { privacyPolicy, privacyPolicyMeta } from "../content/privacy-policy.ts";
import { definePage } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { breadcrumbJsonLd } from "../render/structured-data.ts";

function PrivacyPolicyPage() {
  const { site } = useRenderState();
  return <LegalDocumentView doc={privacyPolicy(site)} contactEmail={site.supportEmail} />;
}

export default definePage({
  path: "/privacy-policy",
  meta: (_data, { c }) => ({
    title: `${privacyPolicyMeta.title} | ${c.var.deps.site.name}`,
    description: privacyPolicyMeta.description,
    canonicalPath: "/privacy-policy",
    jsonLd: [breadcrumbJsonLd(c.var.deps.env.siteUrl, [{ name: privacyPolicyMeta.title, path: "/privacy-policy" }])],
  }),
  Page: PrivacyPolicyPage,
});
