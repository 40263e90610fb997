/** 'Your All-in-One Visibility Dashboard': the free Business App's points beside a dashboard mock-up that links to sign-up. */
import type { Action } from "../../content/types.ts";
import type { homeDashboard } from "../../content/home.ts";
import { ActionRow } from "../sections/action-link.tsx";

export function DashboardSection({ content, signUpUrl }: { content: typeof homeDashboard; signUpUrl: string }) {
  const actions: Action[] = [{ label: content.signUpLabel, href: signUpUrl, newTab: true }, content.secondary];
  return (
    <section id={content.id} aria-labelledby={`${content.id}-title`} className="section-y bg-white">
      <div className="page-container grid items-center gap-12 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <p className="eyebrow mb-3">{content.eyebrow}</p>
          <h2 id={`${content.id}-title`} className="text-3xl md:text-4xl">
            {content.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600 md:text-xl">{content.lead}</p>
          <ul className="m-0 mt-8 list-none space-y-5 p-0">
            {content.points.map(({ icon: Icon, title, description }) => (
              <li key={title} className="flex items-start gap-4">
                <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" size={20} strokeWidth={2} />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="block text-[15px] text-slate-600">{description}</span>
                </span>
              </li>
            ))}
          </ul>
          <ActionRow actions={actions} className="mt-9" />
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-6 -bottom-4 top-8 rounded-[2rem] bg-gradient-to-br from-brand-100 to-teal-50 lg:-right-6 lg:left-10"
          />
          <a
            href={signUpUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="focus-ring group relative block rounded-2xl"
          >
            <img
              src={content.image.src}
              alt={content.image.alt}
              width={content.image.width}
              height={content.image.height}
              loading="lazy"
              decoding="async"
              className="block h-auto w-full transition-transform duration-200 group-hover:-translate-y-1 motion-reduce:transition-none"
            />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
