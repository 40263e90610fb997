/** The last line of a page: the copyright and the legal links, on the dark site footer or the light one of a standalone page. */
import { siteChromeCopy } from "../../content/site-chrome-copy.ts";
import { useRenderState } from "../../render/render-context.ts";
import { fillParts } from "../../shared/copy-template.ts";
import { useCopy } from "../../site-copy/use-copy.ts";

/** Links on the dark site footer. */
export const darkFooterLinkClass = "keyboard-focus rounded text-slate-300 no-underline transition-colors hover:text-white";

const tones = {
  dark: { text: "text-slate-400", list: "gap-6", link: darkFooterLinkClass },
  light: { text: "text-slate-600", list: "flex-wrap gap-x-6 gap-y-2", link: "text-link" },
} as const;

/** `links` come before the legal ones. */
export function CopyrightBar({ tone, links = [] }: { tone: keyof typeof tones; links?: { label: string; href: string }[] }) {
  const { identity } = useRenderState();
  const { line, privacy, terms } = useCopy(siteChromeCopy).copyright;
  const style = tones[tone];
  return (
    <div className={`page-container flex flex-col gap-3 py-6 text-sm ${style.text} sm:flex-row sm:items-center sm:justify-between`}>
      <p className="m-0">{fillParts<string | number>(line, { year: identity.copyrightYear, legalName: identity.legalName })}</p>
      <ul className={`m-0 flex list-none ${style.list} p-0`}>
        {[...links, privacy, terms].map((link) => (
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
