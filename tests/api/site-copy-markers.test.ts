/**
 * Nothing on a public page is hard-coded by accident: with every text field of every copy document published as
 * a marker, each page with copy shows no other words than the markers and a short, listed set of exceptions. Its
 * twin for the longest allowed values is tests/e2e/site-copy-overflow.e2e.ts (a layout needs a browser).
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { publishCopyTogether } from "../../db/queries/site-copy.ts";
import { shapeSchema } from "../../src/site-copy/copy-schema.ts";
import { overridesOf } from "../../src/site-copy/copy-values.ts";
import { copyDocuments } from "../../src/site-copy/documents.ts";
import { markedDocument, PAGES_WITH_COPY, visibleWords } from "../support/copy-markers.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const documents = copyDocuments(t.deps.siteCopy!.identityDocument);
  let next = 0;
  const inputs = documents.map((document) => {
    const marked = markedDocument(document.shape, document.storedDefaults, () => next++);
    const parsed = shapeSchema(document.shape).safeParse(marked);
    if (!parsed.success)
      throw new Error(`${document.key}: the marked document does not pass its schema: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
    return {
      key: document.key,
      overrides: overridesOf(document.shape, marked, document.storedDefaults) ?? {},
      at: new Date(),
      kind: "publish" as const,
      actor: { sessionId: null, apiKeyId: null },
    };
  });
  await publishCopyTogether(t.deps.db, inputs);
  await t.settle();
}, 60_000);
afterAll(() => t.close());

/**
 * What a page may show besides markers: digits and punctuation (the identity's phone numbers, a year, a count of
 * sections, prices); one letter (a review source's tile shows its name's first); a host name (the Solutions
 * Store's, from the environment); and the funnel's questions and answers inside its island, which are the spec's
 * texts and the server's validation (src/shared/lead-options.ts), left out by visibleWords.
 */
const EXCEPTION = /^(?:[\p{P}\p{S}\d]+|\p{L}|[a-z\d-]+(?:\.[a-z\d-]+)+)$/u;

describe("every word on a page with copy is copy", () => {
  for (const path of PAGES_WITH_COPY) {
    test(path, async () => {
      const res = await t.app.request(path);
      expect([200, 404]).toContain(res.status);
      const left = visibleWords(await res.text()).filter((word) => !EXCEPTION.test(word));
      expect(left).toEqual([]);
    });
  }
});
