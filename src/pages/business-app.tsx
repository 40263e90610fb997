/** Free Business App (/login): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function BusinessAppPage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">Free Business App</h1>
    </section>
  );
}

export default definePage({
  path: "/login",
  meta: (_data, { c }) => ({ title: `Free Business App | ${c.var.deps.site.name}`, description: "Free Business App." }),
  Page: BusinessAppPage,
});
