/** 'Your All-in-One Visibility Dashboard': the free Business App beside a dashboard mock-up that links to sign-up, then its five points. */
import type { homeDashboard } from "../../content/home-copy.ts";
import { ActionLink, NewTabNote } from "../sections/action-link.tsx";
import { ContentImage } from "../sections/content-image.tsx";

export function DashboardSection({ content, signUpUrl, newTabNote }: { content: typeof homeDashboard; signUpUrl: string; newTabNote: string }) {
  return (
    // The hero above already ends in white space: a shorter top padding keeps the rhythm even.
    <section id={content.id} aria-labelledby={`${content.id}-title`} className="bg-white pb-14 pt-2 md:pb-24 md:pt-6">
      <div className="page-container">
        <div className="grid items-center gap-10 lg:grid-cols-2 xl:gap-16">
          <div>
            <p className="eyebrow mb-3">{content.eyebrow}</p>
            <h2 id={`${content.id}-title`} className="text-3xl md:text-4xl">
              {content.title}
            </h2>
            <p className="mt-4 text-lg text-slate-600 md:text-xl">{content.lead}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ActionLink action={{ label: content.signUpLabel, href: signUpUrl, newTab: true }} className="px-5" newTabNote={newTabNote} />
              <ActionLink action={content.secondary} className="px-5" newTabNote={newTabNote} />
            </div>
          </div>
          <div className="relative">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-4 -bottom-4 top-10 rounded-[2rem] bg-gradient-to-br from-brand-100 to-teal-50 lg:-right-5 lg:left-12"
            />
            <a href={signUpUrl} target="_blank" rel="noopener noreferrer" className="keyboard-focus group relative block rounded-2xl">
              <ContentImage image={content.image} className="block h-auto w-full transition-transform duration-200 group-hover:-translate-y-1 motion-reduce:transition-none" />
              <NewTabNote note={newTabNote} />
            </a>
          </div>
        </div>
        <ul className="m-0 mt-14 grid list-none gap-x-8 gap-y-6 sm:gap-y-8 border-t border-slate-200 p-0 pt-10 sm:grid-cols-2 md:mt-16 lg:grid-cols-5">
          {content.points.map(({ icon: Icon, title, description }, index) => (
            <li key={title} className={`flex items-start gap-4 sm:block ${index === content.points.length - 1 ? "sm:col-span-2 lg:col-span-1" : ""}`}>
              <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" size={22} strokeWidth={2} />
              </span>
              <div>
                <h3 className="text-lg font-bold sm:mt-4">{title}</h3>
                <p className="mt-1 text-[15px] text-slate-600 sm:mt-1.5">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
