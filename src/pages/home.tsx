/** Home (/): the hero and the funnel slot; the full set of sections lands with the marketing pages. */
import { definePage } from "../render/define-page.ts";
import { useRenderState } from "../render/render-context.ts";

const proofFigures = [
  { value: "94%", label: "fewer missed calls" },
  { value: "3.2x", label: "more local customers" },
  { value: "8+ hrs", label: "saved per week" },
  { value: "4.9", label: "customer rating" },
];

function HomePage() {
  const { site } = useRenderState();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="page-container section-y grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
          <div>
            <p className="eyebrow mb-4">AI tools for small and medium businesses</p>
            <h1 className="text-4xl md:text-5xl lg:text-6xl">Never miss another customer. Let AI answer, follow up and grow your business.</h1>
            <p className="mt-6 max-w-xl text-lg text-slate-600 md:text-xl">
              {site.name} answers calls, texts and messages 24/7, gets you found on Google and turns happy customers into reviews.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <a href="#funnel" className="btn-primary px-6 text-lg">
                Find Your Perfect AI Solution
              </a>
              <a href="/solutions" className="btn-secondary px-6 text-lg">
                Explore Solutions
              </a>
            </div>
          </div>
          <dl className="m-0 grid grid-cols-2 gap-4">
            {proofFigures.map((figure) => (
              <div key={figure.label} className="card p-6">
                <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
                <dd className="m-0 mt-2 text-4xl font-extrabold tracking-tight text-brand-600">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section id="funnel" aria-labelledby="funnel-title" className="section-y bg-slate-50">
        <div className="page-container max-w-3xl text-center">
          <h2 id="funnel-title" className="text-3xl md:text-4xl">
            Find out what your business needs
          </h2>
          <p className="mt-4 text-lg text-slate-600">Answer four quick questions and we will recommend the right AI tools for you.</p>
        </div>
      </section>
    </>
  );
}

export default definePage({
  path: "/",
  meta: (_data, { c }) => ({
    title: `${c.var.deps.site.name} — AI Receptionist, Local SEO and Reviews for Small Businesses`,
    description: c.var.deps.site.description,
    canonicalPath: "/",
  }),
  Page: HomePage,
});
