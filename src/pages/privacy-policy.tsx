/** Privacy Policy (/privacy-policy): last updated December 2024, twelve sections, rendered from its copy document. */
import { LegalDocumentView } from "../components/legal/legal-document.tsx";
import { privacyPolicyCopy } from "../content/privacy-policy-copy.ts";
import { definePage, staticPageMeta } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";
import { useCopy } from "../site-copy/use-copy.ts";

function PrivacyPolicyPage() {
  const { identity } = useRenderState();
  return <LegalDocumentView doc={useCopy(privacyPolicyCopy)} identity={identity} />;
}

export default definePage({
  path: "/privacy-policy",
  meta: staticPageMeta((copy) => {
    const { page } = copy.get(privacyPolicyCopy);
    return { ...page, path: "/privacy-policy", siteNameInTitle: true, breadcrumb: page.title };
  }),
  Page: PrivacyPolicyPage,
});
