import { describe, expect, test } from "bun:test";
import { fillIn } from "./fill-in.ts";

describe("fillIn", () => {
  test("replaces every placeholder that has a value, wherever it stands", () => {
    expect(fillIn("{name} home", { name: "BiziAgent" })).toBe("BiziAgent home");
    expect(fillIn("Add {addOn} now: {addOn}", { addOn: "Citations" })).toBe("Add Citations now: Citations");
  });

  test("leaves a placeholder it has no value for, and braces that are no placeholder", () => {
    expect(fillIn("Call {phone} {} {not a name}", { name: "X" })).toBe("Call {phone} {} {not a name}");
  });

  test("takes a value as written: a $ in it is no replacement pattern", () => {
    expect(fillIn("From {price}", { price: "$$20 $&" })).toBe("From $$20 $&");
  });

  test("reads only the values' own keys", () => {
    expect(fillIn("{toString}", {})).toBe("{toString}");
  });
});
