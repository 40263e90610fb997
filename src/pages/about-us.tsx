/** About Us (/about-us): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function AboutPage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">About Us</h1>
    </section>
  );
}

export default definePage({
  path: "/about-us",
  meta: (_data, { c }) => ({ title: `About Us | ${c.var.deps.site.name}`, description: "About Us." }),
  Page: AboutPage,
});
