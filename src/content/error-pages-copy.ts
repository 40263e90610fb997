/** The words of the 404 screen (every unknown route) and of the 503 page (the database out of reach, no cached copy). */
import { defineCopy } from "../site-copy/define-copy.ts";

export const notFoundCopy = {
  /** The <title> and the meta description; the page is never indexed. */
  title: "404 Page Not Found",
  description: "The page you asked for does not exist.",
  heading: "404 Page Not Found",
  lead: "Did you forget to add the page to the router?",
  primary: { label: "Go to the home page", href: "/" },
  secondary: { label: "Read the blog", href: "/blog" },
};

export const unavailableCopy = {
  title: "We'll be right back",
  description: "The site is briefly unavailable.",
  heading: "We'll be right back",
  lead: "This page is briefly unavailable. Please try again in a few seconds.",
  /** The link that loads the same page again: its address is the page's own, so only its words are copy. */
  retry: "Try again",
  home: { label: "Go to the home page", href: "/" },
};

export const errorPagesCopy = defineCopy({
  key: "error-pages",
  title: "Not found and unavailable",
  group: "Site",
  previewPath: "/this-page-does-not-exist",
  defaults: { notFound: notFoundCopy, unavailable: unavailableCopy },
  blockTitles: { notFound: "Page not found (404)", unavailable: "Briefly unavailable (503)" },
});
