/** The header and footer links, as data shared by the server header and the mobile-menu island. */

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

export const businessScanLink: NavLink = { label: "Free Business Scan", href: "/business-scan.html", newTab: true };

/** Pages whose Top Services list also offers the Free Business Scan. */
const pagesListingScanInServices = new Set(["/solutions", "/login", "/about-us"]);

/**
 * @example headerNav({ path: "/", signInUrl }).findOut.href // "#funnel"
 */
export function headerNav(input: { path: string; signInUrl: string }): HeaderNav {
  const services: NavLink[] = [
    { label: "BiziAgent AI Assistant", href: "/biziagent-ai" },
    { label: "Trust Builder", href: "/trust-builder" },
    { label: "Local Boost SEO", href: "/local-boost-seo" },
  ];
  if (pagesListingScanInServices.has(input.path)) services.push(businessScanLink);
  return {
    services,
    store: { label: "Solutions Store", href: "/solutions" },
    // On the home page the funnel opens in place; elsewhere a full load of /?funnel=true.
    findOut: { label: "Find Out What I Need", href: input.path === "/" ? "#funnel" : "/?funnel=true" },
    blog: { label: "Blog", href: "/blog" },
    signIn: { label: "Sign In", href: input.signInUrl, newTab: true },
    businessApp: { label: "Free Business App", href: "/login" },
    businessScan: businessScanLink,
  };
}
