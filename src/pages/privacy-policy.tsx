/** Privacy Policy (/privacy-policy): last updated December 2024, twelve sections, rendered from typed content. */
import { LegalDocumentView } from "../components/legal/legal-document.tsx";
import { privacyPolicy, privacyPolicyMeta } from "../content/privacy-policy-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";

function PrivacyPolicyPage() {
  const { identity } = useRenderState();
  return <LegalDocumentView doc={privacyPolicy(identity)} contactEmail={identity.supportEmail} />;
}

export default definePage({
  path: "/privacy-policy",
  meta: staticPageMeta({ ...privacyPolicyMeta, path: "/privacy-policy", siteNameInTitle: true, breadcrumb: privacyPolicyMeta.title }),
  Page: PrivacyPolicyPage,
});
