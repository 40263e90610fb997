/**
 * A real CalDAV server for a test: Debian's Radicale (apt-get install radicale), started in a directory of its
 * own on a port the system picks (read back from its "Listening on" line) with one user, and a calendar made
 * with MKCALENDAR.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getBasicAuthHeaders, makeCalendar } from "tsdav";

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
  const username = "owner";
  const password = "correct-horse-calendar";
  writeFileSync(join(dir, "users"), `${username}:${password}\n`);
  writeFileSync(
    join(dir, "config"),
    [
      "[server]",
      // Port 0: one found free beforehand could be taken before Radicale bound it.
      "hosts = 127.0.0.1:0",
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
      // info: the "Listening on" line that names the port (and a line per request, read and dropped).
      "level = info",
      "",
    ].join("\n"),
  );
  const process = Bun.spawn([RADICALE_BINARY, "--config", join(dir, "config")], { stdout: "ignore", stderr: "pipe" });
  // Read to the end, so the pipe never fills; what comes before the port is known is kept for an error message.
  let log = "";
  let port: string | undefined;
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of process.stderr) {
      if (port) continue;
      log += decoder.decode(chunk, { stream: true });
      port = /Listening on '\[?127\.0\.0\.1\]?:(\d+)'/.exec(log)?.[1];
    }
  })();
  const deadline = Date.now() + 20_000;
  while (!port) {
    if (Date.now() > deadline || process.exitCode !== null) {
      process.kill();
      await reading;
      throw new Error(`Radicale did not start: ${log}`);
    }
    await Bun.sleep(50);
  }
  const origin = `http://127.0.0.1:${port}`;
  const headers = getBasicAuthHeaders({ username, password });
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
