/** The sign-up card: 'Create My Free Business App' and 'Already have an account? Sign-in' (both new tabs), legal links. */
import { ArrowUpRight, Check } from "lucide-react";
import type { signUpCard } from "../../content/business-app-copy.ts";
import { useRenderState } from "../../render/render-context.ts";
import { NewTabNote } from "../sections/action-link.tsx";

export function SignUpCard({ content, newTabNote }: { content: typeof signUpCard; newTabNote: string }) {
  const { identity } = useRenderState();
  return (
    <section aria-labelledby="signup-card-title" className="relative mx-auto w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-xl sm:p-8">
      <div aria-hidden="true" className="absolute inset-x-8 -top-px h-1 rounded-b-full bg-gradient-to-r from-brand-600 via-brand-500 to-teal-500" />
      <h2 id="signup-card-title" className="text-2xl md:text-3xl">
        {content.title}
      </h2>
      <p className="mt-3 text-base text-slate-600">{content.lead}</p>
      <ul className="m-0 mt-5 list-none space-y-2.5 p-0">
        {content.highlights.map((item) => (
          <li key={item} className="flex items-center gap-3 text-[15px] text-slate-700">
            <span className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-700">
              <Check aria-hidden="true" size={16} strokeWidth={2.5} />
            </span>
            {item}
          </li>
        ))}
      </ul>
      <a href={identity.signUpUrl} target="_blank" rel="noopener noreferrer" className="btn-primary mt-7 w-full px-4 py-3.5 text-base sm:text-lg">
        {content.button}
        <ArrowUpRight aria-hidden="true" size={20} strokeWidth={2} className="hidden shrink-0 sm:block" />
        <NewTabNote note={newTabNote} />
      </a>
      <p className="m-0 mt-4 text-center text-[15px] text-slate-600">
        {content.signInPrompt}{" "}
        <a href={identity.signInUrl} target="_blank" rel="noopener noreferrer" className="text-link inline-block py-1">
          {content.signInLabel}
          <NewTabNote note={newTabNote} />
        </a>
      </p>
      <p className="m-0 mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
        {content.legal.before}{" "}
        <a href="/terms-of-service" className="text-link underline">
          {content.legal.terms}
        </a>{" "}
        {content.legal.and}{" "}
        <a href="/privacy-policy" className="text-link underline">
          {content.legal.privacy}
        </a>
        .
      </p>
    </section>
  );
}
