/** The last line of a page: the copyright and the legal links, on the dark site footer or the light one of a standalone page. */
import { useRenderState } from "../../render/render-context.ts";

/** Links on the dark site footer. */
export const darkFooterLinkClass = "keyboard-focus rounded text-slate-300 no-underline transition-colors hover:text-white";

const legalLinks = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
];

const tones = {
  dark: { text: "text-slate-400", list: "gap-6", link: darkFooterLinkClass },
  light: { text: "text-slate-600", list: "flex-wrap gap-x-6 gap-y-2", link: "text-link" },
} as const;

/** `links` come before the legal ones. */
export function CopyrightBar({ tone, links = [] }: { tone: keyof typeof tones; links?: { label: string; href: string }[] }) {
  const { identity } = useRenderState();
  const style = tones[tone];
  return (
    <div className={`page-container flex flex-col gap-3 py-6 text-sm ${style.text} sm:flex-row sm:items-center sm:justify-between`}>
      <p className="m-0">
        © {identity.copyrightYear} {identity.legalName}. All rights reserved.
      </p>
      <ul className={`m-0 flex list-none ${style.list} p-0`}>
        {[...links, ...legalLinks].map((link) => (
          <li key={link.href}>
            <a href={link.href} className={style.link}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
