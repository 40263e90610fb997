/** A legal text as the page draws it: the identity's name filled in, its e-mail and phone as links. */
import { type SiteIdentity, telHref } from "../../content/identity.ts";
import { fillParts, fillTemplate } from "../../shared/copy-template.ts";
import type { Inline, Paragraph } from "./types.ts";

/** The names a legal text may use, each the identity field of the same name. */
function names(identity: SiteIdentity) {
  return { name: identity.name, legalName: identity.legalName };
}

/**
 * A heading, a term: the names filled in.
 * @example legalText("About {legalName}", site) // "About BiziAgent LLC"
 */
export function legalText(text: string, identity: SiteIdentity): string {
  return fillTemplate(text, names(identity));
}

/**
 * A paragraph: plain text, or its words with the support e-mail and phone as links where the text names them.
 * @example legalParagraph("Write to {supportEmail}.", site) // ["Write to ", { text: "support@…", href: "mailto:support@…" }, "."]
 */
export function legalParagraph(text: string, identity: SiteIdentity): Paragraph {
  const links: Record<string, Inline> = {
    supportEmail: { text: identity.supportEmail, href: `mailto:${identity.supportEmail}` },
    supportPhone: { text: identity.supportPhone, href: telHref(identity.supportPhone) },
  };
  const parts = fillParts<Inline>(legalText(text, identity), links);
  return parts.length === 1 && typeof parts[0] === "string" ? parts[0] : parts;
}
