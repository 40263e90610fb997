import { describe, expect, test } from "bun:test";
import { EnvError, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  test("defaults describe the embedded set-up", () => {
    const env = parseEnv({});
    expect(env.port).toBe(3000);
    expect(env.host).toBe("0.0.0.0");
    expect(env.siteUrl).toBe("http://localhost:3000");
    expect(env.databaseUrl).toBeUndefined();
    expect(env.dataDir).toBe("./data");
    expect(env.demoContent).toBe(true);
  });

  test("PostgreSQL is not seeded unless asked", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).demoContent).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1/db", DEMO_CONTENT: "true" }).demoContent).toBe(true);
    expect(parseEnv({ DEMO_CONTENT: "false" }).demoContent).toBe(false);
  });

  test("SITE_URL loses its trailing slash and follows PORT by default", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.com/" }).siteUrl).toBe("https://www.example.com");
    expect(parseEnv({ PORT: "8080" }).siteUrl).toBe("http://localhost:8080");
  });

  test.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ SITE_URL: "ftp://example.com" }, "SITE_URL"],
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL"],
    [{ DEMO_CONTENT: "maybe" }, "DEMO_CONTENT"],
    [{ ADMIN_PASSWORD: "short" }, "ADMIN_PASSWORD"],
  ])("a bad value names the variable: %o", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(`Invalid environment variable ${name}:`);
  });

  test("the admin password never appears in the error", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "secret1" })).not.toThrow(/secret1/);
  });
});
