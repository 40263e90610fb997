/**
 * The shared sticky header: logo, Top Services, the main links, and the mobile menu below md. From md up it
 * has two rows at every width — search, Sign In and the two buttons above, the main links below: with the
 * search form, one row would need about 1,320 px and the content is at most 1,152 px wide. From md to lg the
 * top row has room for a search icon (a link to /search) only; the form itself from lg.
 */

import { Search } from "lucide-react";
import MobileMenuIsland from "../../../islands/mobile-menu.tsx";
import ServicesMenuIsland from "../../../islands/services-menu.tsx";
import { siteChromeCopy } from "../../content/site-chrome-copy.ts";
import { useRenderState } from "../../render/render-context.ts";
import { headerNav, type NavLink } from "../../shared/navigation.ts";
import { SEARCH_PATH } from "../../shared/search.ts";
import { useCopy } from "../../site-copy/use-copy.ts";
import { Logo } from "./logo.tsx";
import { SearchForm } from "./search-form.tsx";

function HeaderLink({ link, className = "nav-link" }: { link: NavLink; className?: string }) {
  const { newTabNote } = useCopy(siteChromeCopy).header;
  return (
    <a href={link.href} className={className} {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {link.label}
      {link.newTab ? <span className="sr-only">{` ${newTabNote}`}</span> : null}
    </a>
  );
}

export function Header() {
  const { identity, path } = useRenderState();
  const chrome = useCopy(siteChromeCopy);
  const { search } = chrome.header;
  const nav = headerNav({ path, signInUrl: identity.signInUrl, nav: chrome.nav });
  // Opaque: a translucent header lets the text and the red section scrolling under it show through the logo.
  // No backdrop-filter on the header: it would become the containing block of the mobile menu's fixed overlay.
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white shadow-[0_1px_2px_rgba(15,23,42,0.04)]">
      <div className="page-container flex items-center justify-between gap-4 py-2">
        <Logo />
        <nav aria-label={chrome.header.navLabel} className="hidden min-w-0 flex-1 md:flex md:flex-col md:items-end md:gap-1">
          {/* Both rows wrap rather than widen the page when the owner's labels run long. In the order they are seen
              (search and Sign In above, the main links below), so the keyboard meets them in that order too. */}
          <ul className="m-0 flex list-none flex-wrap items-center justify-end gap-2 p-0">
            <li>
              {/* md to lg has room for an icon only (the search page's own form); the form from lg up. */}
              <a
                href={SEARCH_PATH}
                aria-label={search.linkLabel}
                className="keyboard-focus hidden h-10 w-10 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100 md:inline-flex lg:hidden"
              >
                <Search aria-hidden="true" size={20} strokeWidth={2} />
              </a>
              <div className="hidden lg:block">
                <SearchForm id="header-search-q" label={search.formLabel} compact words={search} />
              </div>
            </li>
            <li>
              <HeaderLink link={nav.signIn} />
            </li>
            <li>
              <HeaderLink link={nav.businessApp} className="btn-secondary min-h-10 whitespace-nowrap px-3.5 py-2 text-[15px]" />
            </li>
            <li>
              <HeaderLink link={nav.businessScan} className="btn-primary min-h-10 whitespace-nowrap px-3.5 py-2 text-[15px]" />
            </li>
          </ul>
          <ul className="m-0 flex list-none flex-wrap items-center justify-end p-0">
            <li>
              <ServicesMenuIsland label={chrome.header.servicesLabel} links={nav.services} newTabNote={chrome.header.newTabNote} />
            </li>
            <li>
              <HeaderLink link={nav.store} />
            </li>
            <li>
              <HeaderLink link={nav.findOut} />
            </li>
            <li>
              <HeaderLink link={nav.blog} />
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          {/* The search page's own form works without a script; the menu's needs the menu open. Below 360 px
              the 62 px logo leaves room for the menu button only: the menu holds the search field. */}
          <a
            href={SEARCH_PATH}
            aria-label={search.linkLabel}
            className="keyboard-focus hidden h-11 w-11 min-[360px]:inline-flex items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
          >
            <Search aria-hidden="true" size={22} strokeWidth={2} />
          </a>
          <MobileMenuIsland
            nav={nav}
            labels={{ ...chrome.header.menu, servicesLabel: chrome.header.servicesLabel, newTabNote: chrome.header.newTabNote, search: chrome.header.search }}
          />
        </div>
      </div>
    </header>
  );
}
