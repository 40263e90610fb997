/**
 * The header's links, as data shared by the server header and the mobile-menu island. Their words are the
 * site-chrome copy document's (src/content/site-chrome-copy.ts); their addresses are the routes the site
 * has, which the copy keeps as layout.
 */

export interface NavLink {
  label: string;
  href: string;
  /** Opens in a new tab (external pages and the static Business Scan). */
  newTab?: boolean;
}

export interface HeaderNav {
  services: NavLink[];
  store: NavLink;
  findOut: NavLink;
  blog: NavLink;
  signIn: NavLink;
  businessApp: NavLink;
  businessScan: NavLink;
}

/** The header's links as copy: each one's words, and its address where the copy holds it (fixed there). */
export interface HeaderNavCopy {
  services: { id: string; label: string; href: string }[];
  store: { label: string; href: string };
  /** Its address is the funnel: in place on the home page, a full load of the home page elsewhere (`href`). */
  findOut: { label: string; href: string };
  blog: { label: string; href: string };
  /** Its address is the site identity's sign-in page. */
  signIn: { label: string };
  businessApp: { label: string; href: string };
  businessScan: { label: string; href: string };
}

/** Pages whose Top Services list also offers the Free Business Scan. */
const pagesListingScanInServices = new Set(["/solutions", "/login", "/about-us"]);

/**
 * @example headerNav({ path: "/", signInUrl, nav: siteChrome.nav }).findOut.href // "#funnel"
 */
export function headerNav(input: { path: string; signInUrl: string; nav: HeaderNavCopy }): HeaderNav {
  const { nav } = input;
  const businessScan: NavLink = { label: nav.businessScan.label, href: nav.businessScan.href, newTab: true };
  const services: NavLink[] = nav.services.map(({ label, href }) => ({ label, href }));
  if (pagesListingScanInServices.has(input.path)) services.push(businessScan);
  return {
    services,
    store: { label: nav.store.label, href: nav.store.href },
    // On the home page the funnel opens in place; elsewhere a full load of /?funnel=true.
    findOut: { label: nav.findOut.label, href: input.path === "/" ? "#funnel" : nav.findOut.href },
    blog: { label: nav.blog.label, href: nav.blog.href },
    signIn: { label: nav.signIn.label, href: input.signInUrl, newTab: true },
    businessApp: { label: nav.businessApp.label, href: nav.businessApp.href },
    businessScan,
  };
}
