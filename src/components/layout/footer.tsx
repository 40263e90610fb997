/** The shared footer: logo, tagline, social links, Solutions and Company columns, contact, legal. */
import { telHref } from "../../content/identity.ts";
import { siteChromeCopy } from "../../content/site-chrome-copy.ts";
import { useRenderState } from "../../render/render-context.ts";
import { fillTemplate } from "../../shared/copy-template.ts";
import { useCopy } from "../../site-copy/use-copy.ts";
import { SocialIcon, type SocialNetwork, socialIconPaths } from "../icons/social-icons.tsx";
import { CopyrightBar, darkFooterLinkClass } from "./copyright-bar.tsx";
import { Logo } from "./logo.tsx";

/** The networks in the order the footer shows them. */
const socialNetworks = Object.keys(socialIconPaths) as SocialNetwork[];

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
  const { footer } = useCopy(siteChromeCopy);
  return (
    <footer className="on-dark mt-auto bg-slate-900 text-slate-300">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-14 md:py-16 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div className="col-span-2 max-w-sm lg:col-span-1">
          <Logo variant="light" height={48} />
          <p className="mt-4 text-[15px] leading-relaxed text-slate-300">{identity.tagline}</p>
          <ul className="m-0 mt-6 flex list-none gap-3 p-0" aria-label={footer.socialLabel}>
            {socialNetworks.map((network) => (
              <li key={network}>
                <a
                  href={identity.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="keyboard-focus inline-flex h-11 w-11 items-center justify-center rounded-xl bg-slate-800 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white"
                  aria-label={fillTemplate(footer.socialLinkLabel, { name: identity.name, network: footer.networks[network] })}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <Column title={footer.solutions.title} links={footer.solutions.links} />
        <Column title={footer.company.title} links={footer.company.links} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="mb-4 text-sm font-semibold uppercase tracking-wider text-white">{footer.contact.title}</h2>
          <ul className="m-0 list-none space-y-3 p-0">
            <li>
              <a href={`mailto:${identity.supportEmail}`} className={`${darkFooterLinkClass} [overflow-wrap:anywhere]`}>
                {identity.supportEmail}
              </a>
            </li>
            <li>
              <a href={telHref(identity.supportPhone)} className={darkFooterLinkClass}>
                {identity.supportPhone}
              </a>
              <span className="block text-sm text-slate-400">{footer.contact.phoneNote}</span>
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
