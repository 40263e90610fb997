/** Contact (/contact): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function ContactPage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">Contact</h1>
    </section>
  );
}

export default definePage({
  path: "/contact",
  meta: (_data, { c }) => ({ title: `Contact | ${c.var.deps.site.name}`, description: "Contact." }),
  Page: ContactPage,
});
