/** Local Boost SEO (/local-boost-seo): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function LocalBoostSeoPage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">Local Boost SEO</h1>
    </section>
  );
}

export default definePage({
  path: "/local-boost-seo",
  meta: (_data, { c }) => ({ title: `Local Boost SEO | ${c.var.deps.site.name}`, description: "Local Boost SEO." }),
  Page: LocalBoostSeoPage,
});
