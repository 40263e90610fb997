import { describe, expect, test } from "bun:test";
import { checkDatabaseServer, DatabaseUnusableError, MIN_POSTGRES_VERSION, unusableBecause } from "./server-check.ts";

const GOOD = { database: "site", encoding: "UTF8", versionNum: 160002, version: "16.2" };

describe("a database the site can use", () => {
  test("UTF8 on PostgreSQL 15 or later: nothing to say", () => {
    expect(unusableBecause(GOOD)).toBeUndefined();
    expect(unusableBecause({ ...GOOD, versionNum: MIN_POSTGRES_VERSION * 10_000, version: "15.0" })).toBeUndefined();
  });

  test("another encoding: one line naming the database, its encoding and the statement that makes a UTF8 one", () => {
    const line = unusableBecause({ ...GOOD, encoding: "SQL_ASCII" })!;
    expect(line).toStartWith('The database "site" uses the SQL_ASCII encoding; the site needs UTF8. ');
    expect(line).toContain("CREATE DATABASE site ENCODING 'UTF8' TEMPLATE template0");
    expect(line).toContain("initdb -E UTF8 --locale=C.UTF-8");
    expect(line).not.toContain("\n");
    // A name that needs quoting is quoted in the statement.
    expect(unusableBecause({ ...GOOD, database: "My Site", encoding: "LATIN1" })).toContain(`CREATE DATABASE "My Site" ENCODING 'UTF8'`);
  });

  test("an older server: one line naming its version and the one needed", () => {
    expect(unusableBecause({ ...GOOD, versionNum: 140011, version: "14.11" })).toBe(
      "The database server is PostgreSQL 14.11; the site needs PostgreSQL 15 or later. Upgrade the server (or point DATABASE_URL at a newer one) and start again.",
    );
  });

  test("checkDatabaseServer reads rows as postgres.js and PGlite give them, and throws the one line", async () => {
    const row = { database: "site", encoding: "SQL_ASCII", version_num: "160002", version: "16.2" };
    await expect(checkDatabaseServer(async () => [row])).rejects.toBeInstanceOf(DatabaseUnusableError);
    await expect(checkDatabaseServer(async () => ({ rows: [{ ...row, encoding: "UTF8" }] }))).resolves.toMatchObject({ versionNum: 160002 });
  });
});
