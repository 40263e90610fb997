/** AI Solutions Store (/solutions): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function SolutionsPage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">AI Solutions Store</h1>
    </section>
  );
}

export default definePage({
  path: "/solutions",
  meta: (_data, { c }) => ({ title: `AI Solutions Store | ${c.var.deps.site.name}`, description: "AI Solutions Store." }),
  Page: SolutionsPage,
});
