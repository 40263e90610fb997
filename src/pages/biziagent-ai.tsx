/** BiziAgent AI (/biziagent-ai): placeholder until its content lands. */
import { definePage } from "../render/define-page.ts";

function BiziAgentAiPage() {
  return (
    <section className="page-container section-y">
      <h1 className="text-4xl">BiziAgent AI</h1>
    </section>
  );
}

export default definePage({
  path: "/biziagent-ai",
  meta: (_data, { c }) => ({ title: `BiziAgent AI | ${c.var.deps.site.name}`, description: "BiziAgent AI." }),
  Page: BiziAgentAiPage,
});
