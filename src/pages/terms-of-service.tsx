/** Terms of Service (/terms-of-service): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function TermsOfServicePage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">Terms of Service</h1>
    </section>
  );
}

export default definePage({
  path: "/terms-of-service",
  meta: (_data, { c }) => ({ title: `Terms of Service | ${c.var.deps.site.name}`, description: "Terms of Service." }),
  Page: TermsOfServicePage,
});
