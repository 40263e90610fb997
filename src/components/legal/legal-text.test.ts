import { describe, expect, test } from "bun:test";
import { loadSiteIdentity } from "../../content/identity.ts";
import { legalParagraph, legalText } from "./legal-text.ts";

const identity = { ...loadSiteIdentity({}), name: "Acme", legalName: "Acme LLC", supportEmail: "help@acme.test", supportPhone: "+1 (800) 555-0100" };

describe("legal texts", () => {
  test("the names are the identity's", () => {
    expect(legalText("{legalName} (“{name}”)", identity)).toBe("Acme LLC (“Acme”)");
    expect(legalParagraph("About {name} and {other}", identity)).toBe("About Acme and {other}");
  });

  test("the support e-mail and phone become mailto: and tel: links, with no empty words beside them", () => {
    expect(legalParagraph("Write to {supportEmail}.", identity)).toEqual(["Write to ", { text: "help@acme.test", href: "mailto:help@acme.test" }, "."]);
    expect(legalParagraph("{supportPhone}", identity)).toEqual([{ text: "+1 (800) 555-0100", href: "tel:+18005550100" }]);
  });
});
