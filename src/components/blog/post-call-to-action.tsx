/**
 * The end of a post's invitation into the funnel: the copy its topic gets and a button that opens the
 * funnel with that topic's answers chosen (src/content/post-calls-to-action.ts decides both).
 */
import { ArrowRight } from "lucide-react";
import { goalCopy, painPointCopy } from "../../shared/lead-options.ts";
import type { PostCallToAction as CallToAction } from "../../shared/post-call-to-action.ts";

/** The answers the button chooses in advance, named as the funnel names them. */
function answerLabels(call: CallToAction): string[] {
  const { painPoint, goals } = call.answers;
  return [painPoint ? painPointCopy[painPoint].label : null, goals ? goalCopy[goals].label : null].filter((label): label is string => label !== null);
}

export function PostCallToAction({ call, className = "" }: { call: CallToAction; className?: string }) {
  const labels = answerLabels(call);
  return (
    <section
      aria-labelledby="post-cta-title"
      className={`on-dark relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-8 shadow-lg sm:px-10 sm:py-10 ${className}`.trim()}
    >
      <div aria-hidden="true" className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/10" />
      <div className="relative">
        <h2 id="post-cta-title" className="text-2xl leading-tight text-white sm:text-[28px]">
          {call.heading}
        </h2>
        <p className="mt-3 text-base leading-relaxed text-brand-100 sm:text-lg">{call.text}</p>
        {labels.length > 0 ? (
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-brand-100">
            <span>We'll start you with:</span>
            {labels.map((label) => (
              <span key={label} className="inline-block rounded-full bg-white/15 px-3 py-1 font-medium text-white">
                {label}
              </span>
            ))}
          </p>
        ) : null}
        <a href={call.href} className="btn-primary mt-6 gap-2 px-6 text-base !bg-white !text-brand-700 hover:!bg-brand-50 sm:text-lg">
          {call.button}
          <ArrowRight aria-hidden="true" size={20} />
        </a>
      </div>
    </section>
  );
}
