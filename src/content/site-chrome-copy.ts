/**
 * The words of every page's frame: the skip link, the header (its links, search and labels), the footer
 * (columns, contact, social links) and the copyright line. The site's name, legal name, contact details
 * and social addresses are the identity document's; a text here names them with `{name}`, `{legalName}`,
 * `{year}` or `{network}`.
 */
import type { HeaderNavCopy } from "../shared/navigation.ts";
import { defineCopy } from "../site-copy/define-copy.ts";

const nav: HeaderNavCopy = {
  services: [
    { id: "biziagent-ai", label: "BiziAgent AI Assistant", href: "/biziagent-ai" },
    { id: "trust-builder", label: "Trust Builder", href: "/trust-builder" },
    { id: "local-boost-seo", label: "Local Boost SEO", href: "/local-boost-seo" },
  ],
  store: { label: "Solutions Store", href: "/solutions" },
  findOut: { label: "Find Out What I Need", href: "/?funnel=true" },
  blog: { label: "Blog", href: "/blog" },
  signIn: { label: "Sign In" },
  businessApp: { label: "Free Business App", href: "/login" },
  businessScan: { label: "Free Business Scan", href: "/business-scan.html" },
};

export const siteChrome = {
  skipLink: "Skip to content",
  header: {
    /** The logo link's name for screen readers. */
    logoLabel: "{name} home",
    navLabel: "Main",
    servicesLabel: "Top Services",
    /** Read after the name of a link that opens in a new tab. */
    newTabNote: "(opens in a new tab)",
    search: { linkLabel: "Search", formLabel: "Site search", fieldLabel: "Search the site", placeholder: "Search", buttonLabel: "Search" },
    /** The phone's menu: its button, its title, its close button and the name of its links. */
    menu: { openLabel: "Open menu", title: "Menu", closeLabel: "Close menu", navLabel: "Mobile" },
  },
  /** The name of the place short messages appear (F8 moves there). */
  toastsLabel: "Notifications (F8)",
  nav,
  footer: {
    socialLabel: "Social media",
    socialLinkLabel: "{name} on {network} (opens in a new tab)",
    networks: { facebook: "Facebook", x: "X", instagram: "Instagram", linkedin: "LinkedIn" },
    solutions: {
      title: "Solutions",
      links: [
        // The product brief left this link open; it leads to the assistant's page, the closest real one.
        { label: "AI Chat|SMS|Voice Assistant", href: "/biziagent-ai" },
        { label: "Local Boost SEO", href: "/local-boost-seo" },
        { label: "Trust Builder", href: "/trust-builder" },
        { label: "Solutions Store", href: "/solutions" },
      ],
    },
    company: {
      title: "Company",
      links: [
        { label: "About Us", href: "/about-us" },
        { label: "Contact", href: "/contact" },
        { label: "Blog", href: "/blog" },
        { label: "Free Business App", href: "/login" },
      ],
    },
    contact: { title: "Contact", phoneNote: "Toll-free" },
  },
  copyright: {
    line: "© {year} {legalName}. All rights reserved.",
    privacy: { label: "Privacy Policy", href: "/privacy-policy" },
    terms: { label: "Terms of Service", href: "/terms-of-service" },
  },
};

/** The frame as one copy document. The header's addresses and the legal pages' are the site's routes: layout. */
export const siteChromeCopy = defineCopy({
  key: "site-chrome",
  title: "Header and footer",
  group: "Site",
  previewPath: "/about-us",
  defaults: siteChrome,
  rules: {
    // The header's links share two rows with the logo and the search: each label stays about a word or three.
    maxLength: {
      "header.servicesLabel": 20,
      "nav.services.*.label": 32,
      "nav.store.label": 24,
      "nav.findOut.label": 28,
      "nav.blog.label": 16,
      "nav.signIn.label": 16,
      "nav.businessApp.label": 24,
      "nav.businessScan.label": 24,
    },
    fixed: [
      "nav.services.*.href",
      "nav.store.href",
      "nav.findOut.href",
      "nav.blog.href",
      "nav.businessApp.href",
      "nav.businessScan.href",
      "copyright.privacy.href",
      "copyright.terms.href",
    ],
  },
  blockTitles: { skipLink: "Skip link", nav: "Header links", copyright: "Copyright line" },
});
