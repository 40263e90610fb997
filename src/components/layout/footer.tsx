/** The shared footer: logo, tagline, social links, Solutions and Company columns, contact, legal. */
import { telHref } from "../../content/identity.ts";
import { useRenderState } from "../../render/render-context.ts";
import { SocialIcon, type SocialNetwork } from "../icons/social-icons.tsx";
import { CopyrightBar, darkFooterLinkClass } from "./copyright-bar.tsx";
import { Logo } from "./logo.tsx";

const socialLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  x: "X",
  instagram: "Instagram",
  linkedin: "LinkedIn",
};

const solutionsLinks = [
  // The product brief left this link open; it leads to the assistant's page, the closest real one.
  { label: "AI Chat|SMS|Voice Assistant", href: "/biziagent-ai" },
  { label: "Local Boost SEO", href: "/local-boost-seo" },
  { label: "Trust Builder", href: "/trust-builder" },
  { label: "Solutions Store", href: "/solutions" },
];

const companyLinks = [
  { label: "About Us", href: "/about-us" },
  { label: "Contact", href: "/contact" },
  { label: "Blog", href: "/blog" },
  { label: "Free Business App", href: "/login" },
];

function Column({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="m-0 list-none space-y-3 p-0">
        {links.map((link) => (
          <li key={link.href + link.label}>
            <a href={link.href} className={darkFooterLinkClass}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { identity } = useRenderState();
  return (
    <footer className="on-dark mt-auto bg-slate-900 text-slate-300">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:py-16 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo variant="light" height={48} />
          <p className="mt-4 text-[15px] leading-relaxed text-slate-300">{identity.tagline}</p>
          <ul className="m-0 mt-6 flex list-none gap-3 p-0" aria-label="Social media">
            {(Object.keys(socialLabels) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a
                  href={identity.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="keyboard-focus inline-flex h-11 w-11 items-center justify-center rounded-xl bg-slate-800 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white"
                  aria-label={`${identity.name} on ${socialLabels[network]} (opens in a new tab)`}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title="Solutions" links={solutionsLinks} />
        <Column title="Company" links={companyLinks} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">Contact</h2>
          <ul className="m-0 list-none space-y-3 p-0">
            <li>
              <a href={`mailto:${identity.supportEmail}`} className={darkFooterLinkClass}>
                {identity.supportEmail}
              </a>
            </li>
            <li>
              <a href={telHref(identity.supportPhone)} className={darkFooterLinkClass}>
                {identity.supportPhone}
              </a>
              <span className="block text-sm text-slate-400">Toll-free</span>
            </li>
            <li className="text-sm text-slate-400">{identity.hours}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <CopyrightBar tone="dark" />
      </div>
    </footer>
  );
}
