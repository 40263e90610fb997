import { describe, expect, test } from "bun:test";
import { fillParts, fillTemplate, templateParts } from "./copy-template.ts";

describe("copy templates", () => {
  test("parts: words and the slots given, no empty words at the ends", () => {
    expect(templateParts("{supportEmail}", ["supportEmail"])).toEqual([{ slot: "supportEmail" }]);
    expect(templateParts("E-mail us at {supportEmail}. Thanks", ["supportEmail"])).toEqual(["E-mail us at ", { slot: "supportEmail" }, ". Thanks"]);
    expect(templateParts("© {year} {legalName}.", ["year", "legalName"])).toEqual(["© ", { slot: "year" }, " ", { slot: "legalName" }, "."]);
  });

  test("a {word} that is not a slot stays as written", () => {
    expect(templateParts("a {other} b", ["name"])).toEqual(["a {other} b"]);
    expect(fillTemplate("{name} and {other}", { name: "BiziAgent" })).toBe("BiziAgent and {other}");
  });

  test("filled: one text, or the parts with each value in place", () => {
    expect(fillTemplate("{name} home", { name: "BiziAgent" })).toBe("BiziAgent home");
    expect(fillTemplate("{name} on {network}", { name: "BiziAgent", network: "X" })).toBe("BiziAgent on X");
    expect(fillParts("({count} sections)", { count: 12 })).toEqual(["(", 12, " sections)"]);
    expect(fillParts("no slot here", { count: 12 })).toEqual(["no slot here"]);
  });
});
