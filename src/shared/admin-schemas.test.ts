import { expect, test } from "bun:test";
import { PostInput } from "./admin-schemas.ts";
import { POST_INPUT_FIELDS } from "./post-fields.ts";

test("POST_INPUT_FIELDS, which the post dialog knows without loading zod, are PostInput's keys in order", () => {
  expect([...POST_INPUT_FIELDS]).toEqual(PostInput.keyof().options);
});
