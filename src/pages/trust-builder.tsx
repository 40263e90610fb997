/** Trust Builder (/trust-builder): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function TrustBuilderPage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">Trust Builder</h1>
    </section>
  );
}

export default definePage({
  path: "/trust-builder",
  meta: (_data, { c }) => ({ title: `Trust Builder | ${c.var.deps.site.name}`, description: "Trust Builder." }),
  Page: TrustBuilderPage,
});
