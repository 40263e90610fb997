import { afterAll, describe, expect, test } from "bun:test";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { DatabaseUnusableError } from "../db/server-check.ts";
import { EnvError } from "./env.ts";
import { forgetStartFailure, START_UP_ERROR_FILE, startFailureLine } from "./start-up-failure.ts";

const root = mkdtempSync(join(tmpdir(), "start-up-failure-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const MIGRATION = 'CREATE TABLE "posts" (\n  "id" serial PRIMARY KEY,\n  "title" text NOT NULL\n);';
const failedMigration = () => new DrizzleQueryError(MIGRATION, [], Object.assign(new Error("conversion between UTF8 and SQL_ASCII is not supported"), { code: "0A000" }));

describe("the line a failed start logs", () => {
  test("what the operator can fix: its own one line", () => {
    expect(startFailureLine(new DatabaseUnusableError('The database "x" uses …'), root)).toBe('The database "x" uses …');
    expect(startFailureLine(new EnvError("Invalid environment variable PORT: must be a number"), root)).toBe("Invalid environment variable PORT: must be a number");
  });

  test("a failed query: its first line and the file with the statement and the stack, readable by its owner only", () => {
    const dataDir = join(root, "data");
    const line = startFailureLine(failedMigration(), dataDir);
    const file = join(dataDir, START_UP_ERROR_FILE);
    expect(line).toBe(`Start-up failed: database query failed (0A000 conversion between UTF8 and SQL_ASCII is not supported). The statement and where it failed: ${file}`);
    const details = readFileSync(file, "utf8");
    expect(details).toContain(MIGRATION);
    expect(details).toContain("    at ");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    forgetStartFailure(dataDir);
    expect(existsSync(file)).toBe(false);
    forgetStartFailure(dataDir);
  });

  test("no DATA_DIR to write to: the whole description, as before", () => {
    const blocked = join(root, "a-file");
    writeFileSync(blocked, "");
    chmodSync(blocked, 0o400);
    const line = startFailureLine(failedMigration(), join(blocked, "data"));
    expect(line).toStartWith("Start-up failed: database query failed (0A000 conversion between UTF8 and SQL_ASCII is not supported): CREATE TABLE");
    expect(startFailureLine(new Error("boom"), undefined)).toStartWith("Start-up failed: Error: boom\n");
  });
});
