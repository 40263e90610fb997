import { describe, expect, test } from "bun:test";
import { EnvError } from "../env.ts";
import { loadSiteIdentity } from "./identity.ts";

describe("loadSiteIdentity", () => {
  test("placeholders when unset or blank; overrides trimmed", () => {
    expect(loadSiteIdentity({}).storeUrl).toBe("https://store.biziagent.example/");
    expect(loadSiteIdentity({ STORE_URL: "  " }).storeUrl).toBe("https://store.biziagent.example/");
    expect(loadSiteIdentity({ STORE_URL: " https://shop.example.com/ai ", SUPPORT_EMAIL: "help@example.com" })).toMatchObject({
      storeUrl: "https://shop.example.com/ai",
      supportEmail: "help@example.com",
    });
    // A store on this machine, while developing.
    expect(loadSiteIdentity({ STORE_URL: "http://localhost:4000/" }).storeUrl).toBe("http://localhost:4000/");
  });

  test.each([
    ["STORE_URL", "store.example.com", "must be an http(s) URL"],
    ["STORE_URL", "javascript:alert(1)", "must be an http(s) URL"],
    ["STORE_URL", "https://", "must be an http(s) URL"],
    ["SIGNIN_URL", "ftp://app.example.com/", "must be an http(s) URL"],
    ["SOCIAL_X_URL", "x.com/biziagent", "must be an http(s) URL"],
    ["SUPPORT_EMAIL", "support at example.com", "must be an e-mail address"],
  ])("%s=%s stops the start with one line naming it", (name, value, message) => {
    expect(() => loadSiteIdentity({ [name]: value })).toThrow(new EnvError(`Invalid environment variable ${name}: ${message} (got "${value}")`));
  });
});
