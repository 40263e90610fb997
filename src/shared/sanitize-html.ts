/**
 * The one allowlist for admin-written post HTML: applied when a post is saved, again
 * when it is rendered (page, API, RSS), and by the admin preview in the browser. Isomorphic: no
 * Node-only imports.
 */
import sanitizeHtml, { type IOptions, type Transformer } from "sanitize-html";

/** Links and images: web URLs, site-relative paths and fragments; mail links for anchors only. */
const LINK_SCHEMES = ["http", "https", "mailto"];
const IMAGE_SCHEMES = ["http", "https"];
const DIMENSION = /^\d{1,4}$/;

function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

/** External links open in a new tab without handing over window.opener, the referrer or our ranking. */
const transformLink: Transformer = (tagName, attribs) => {
  const { href, title } = attribs;
  const next: Record<string, string> = {};
  if (href !== undefined) next.href = href;
  if (title !== undefined) next.title = title;
  if (href !== undefined && isExternal(href)) {
    next.target = "_blank";
    next.rel = "noopener noreferrer nofollow";
  }
  return { tagName, attribs: next };
};

/** Images in the body sit below the fold: lazy unless the author asked otherwise; sizes only as plain numbers. */
const transformImage: Transformer = (tagName, attribs) => {
  const next: Record<string, string> = {};
  if (attribs.src !== undefined) next.src = attribs.src;
  next.alt = attribs.alt ?? "";
  for (const side of ["width", "height"] as const) {
    const value = attribs[side]?.trim();
    if (value && DIMENSION.test(value)) next[side] = value;
  }
  next.loading = attribs.loading === "eager" ? "eager" : "lazy";
  next.decoding = "async";
  return { tagName, attribs: next };
};

const options: IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "a",
    "img",
    "figure",
    "figcaption",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "strong",
    "em",
    "del",
    "sub",
    "sup",
    "abbr",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "width", "height", "loading", "decoding"],
    abbr: ["title"],
    ol: ["start", "reversed"],
    th: ["colspan", "rowspan", { name: "scope", multiple: false, values: ["row", "col", "rowgroup", "colgroup"] }],
    td: ["colspan", "rowspan"],
    code: ["class"],
  },
  // Only a syntax-highlighting hint survives; no other class can reach our stylesheet.
  allowedClasses: { code: ["language-*"] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  // "//evil.example/x" is neither a path of ours nor an explicit scheme.
  allowProtocolRelative: false,
  // The page has its own h1; b/i and deeper headings map onto the tags we style.
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    s: "del",
    strike: "del",
    a: transformLink,
    img: transformImage,
  },
  // The text inside these is code or markup, never prose: drop it with the tag.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math", "title", "head"],
  disallowedTagsMode: "discard",
  // An image whose source was refused is an empty box: drop it.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  parseStyleAttributes: false,
};

/**
 * @example sanitizePostHtml('<p onclick="x()">Hi <script>alert(1)</script></p>') // '<p>Hi </p>'
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options);
}
