import { describe, expect, test } from "bun:test";
import { loadSiteIdentity } from "../content/identity.ts";
import { shapeSchema } from "./copy-schema.ts";
import { shapeFields } from "./copy-shape.ts";
import { toPageValue, toStored } from "./copy-values.ts";
import { copyDocuments } from "./documents.ts";
import { identityCopy } from "./identity-copy.ts";

const documents = copyDocuments(identityCopy(loadSiteIdentity({})));

describe("every copy document", () => {
  test("keys are unique", () => {
    const keys = documents.map((document) => document.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  for (const document of documents) {
    test(`${document.key}: its defaults pass its own schema`, () => {
      const parsed = shapeSchema(document.shape).safeParse(document.storedDefaults);
      expect(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([]);
    });

    test(`${document.key}: stored and back is the copy module's value`, () => {
      const roundTrip = toPageValue(document.shape, toStored(document.shape, document.defaults), document.defaults);
      expect(roundTrip).toEqual(document.defaults);
    });

    test(`${document.key}: every list has room for its defaults and every text for its default`, () => {
      for (const { path, shape } of shapeFields(document.shape)) {
        if (shape.kind === "list") expect(`${path} ${shape.min <= shape.max}`).toBe(`${path} true`);
        if (shape.kind === "text") expect(`${path} ${shape.max > 0}`).toBe(`${path} true`);
      }
    });
  }
});
