/**
 * A real CalDAV server for a test: Debian's Radicale (apt-get install radicale), started in a directory of its
 * own on a free port with one user, and a calendar made with MKCALENDAR. Undefined when Radicale is not installed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getBasicAuthHeaders, makeCalendar } from "tsdav";
import { freePort } from "./free-port.ts";

export const RADICALE_BINARY = "/usr/bin/radicale";

export interface RadicaleServer {
  origin: string;
  username: string;
  password: string;
  /** The calendar collection made for the test, ending in "/". */
  calendarUrl: string;
  headers: Record<string, string>;
  stop(): Promise<void>;
}

export async function startRadicale(): Promise<RadicaleServer> {
  const dir = mkdtempSync(join(tmpdir(), "radicale-"));
  const port = await freePort();
  const username = "owner";
  const password = "correct-horse-calendar";
  writeFileSync(join(dir, "users"), `${username}:${password}\n`);
  writeFileSync(
    join(dir, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${join(dir, "users")}`,
      "htpasswd_encryption = plain",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${join(dir, "collections")}`,
      "[web]",
      "type = none",
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );
  const process = Bun.spawn([RADICALE_BINARY, "--config", join(dir, "config")], { stdout: "ignore", stderr: "pipe" });
  const origin = `http://127.0.0.1:${port}`;
  const headers = getBasicAuthHeaders({ username, password });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await (await fetch(`${origin}/`, { headers })).body?.cancel();
      break;
    } catch {
      if (Date.now() > deadline || process.exitCode !== null) {
        process.kill();
        throw new Error(`Radicale did not start: ${await new Response(process.stderr).text()}`);
      }
      await Bun.sleep(100);
    }
  }
  const calendarUrl = `${origin}/${username}/calls/`;
  const [made] = await makeCalendar({ url: calendarUrl, props: { "d:displayname": "Calls" }, headers });
  if (made?.status && made.status >= 300) throw new Error(`MKCALENDAR answered ${made.status}`);
  return {
    origin,
    username,
    password,
    calendarUrl,
    headers,
    async stop() {
      process.kill();
      await process.exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
