/** Privacy Policy (/privacy-policy): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function PrivacyPolicyPage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">Privacy Policy</h1>
    </section>
  );
}

export default definePage({
  path: "/privacy-policy",
  meta: (_data, { c }) => ({ title: `Privacy Policy | ${c.var.deps.site.name}`, description: "Privacy Policy." }),
  Page: PrivacyPolicyPage,
});
