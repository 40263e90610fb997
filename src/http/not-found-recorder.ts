/**
 * Counts the pages that answered 404, for the owner's 404 log (what to redirect next). Only GET and
 * HEAD of pages count, not /api or /assets. Obvious probes — scanners trying WordPress, PHP, dotfiles,
 * CGI — are counted as one row per group, so they cannot crowd out the broken links the owner can fix.
 * Counts wait in memory and are written in batches (PendingCounts); the table keeps the newest
 * NOT_FOUND_LOG_CAP rows. A flood of distinct paths therefore costs a bounded batch of memory and a
 * bounded table, whatever its size.
 */
import { NOT_FOUND_LOG_CAP, type NotFoundCount } from "../../db/queries/not-found-log.ts";
import { canonicalPath } from "../shared/redirects.ts";
import { PendingCounts } from "./pending-counts.ts";

/** Probe groups, first match wins; `label` is the row's path in the log (it has a space, so no real path can be it). */
export const PROBE_GROUPS: readonly { group: string; label: string; test: RegExp }[] = [
  { group: "wordpress", label: "/wp-* and /xmlrpc.php (WordPress probes)", test: /^\/(?:[^/]+\/)*(?:wp-(?:admin|content|includes|json)|wp-[^/]*\.php|xmlrpc\.php)(?:\/|$)/i },
  { group: "dotfiles", label: "/.env, /.git/* and other dotfiles (probes)", test: /^\/(?:[^/]+\/)*\.(?!well-known(?:\/|$))[^/]*/i },
  { group: "cgi-bin", label: "/cgi-bin/* (probes)", test: /^\/cgi-bin(?:\/|$)/i },
  { group: "phpmyadmin", label: "/phpmyadmin and database admin tools (probes)", test: /^\/(?:phpmyadmin|pma|myadmin|mysql|adminer)[^/]*(?:\/|$)/i },
  { group: "php", label: "*.php (probes)", test: /\.php\d?(?:\/|$)/i },
  { group: "scripts", label: "*.asp, *.aspx, *.jsp, *.cgi (probes)", test: /\.(?:aspx?|jsp|cgi|pl)(?:\/|$)/i },
];

/** Paths longer than this are stored as one group: no one links to them, and each would take a row. */
const MAX_PATH_LENGTH = 512;
const OVERLONG = { group: "overlong", label: "Paths over 512 characters (probes)" } as const;
const NOT_LOGGED = /^\/(?:api|assets)(?:\/|$)/;
const FLUSH_EVERY_MS = 5000;

/**
 * The log row a 404 counts under: its canonical path, or its probe group's label.
 * @example notFoundKey("/wp-admin/setup.php") // { path: "/wp-* and /xmlrpc.php (WordPress probes)", probeGroup: "wordpress" }
 */
export function notFoundKey(rawPath: string): { path: string; probeGroup: string | null } {
  const path = canonicalPath(rawPath) ?? rawPath;
  if (path.length > MAX_PATH_LENGTH) return { path: OVERLONG.label, probeGroup: OVERLONG.group };
  for (const probe of PROBE_GROUPS) if (probe.test.test(path)) return { path: probe.label, probeGroup: probe.group };
  return { path, probeGroup: null };
}

/** The referrer's host, if it sent one that parses. */
function referrerHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).host.slice(0, 255) || null;
  } catch {
    return null;
  }
}

export class NotFoundRecorder {
  readonly counts: PendingCounts<string, NotFoundCount>;

  constructor(
    write: (batch: NotFoundCount[]) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {
    this.counts = new PendingCounts({ write, flushEveryMs: FLUSH_EVERY_MS, maxKeys: NOT_FOUND_LOG_CAP });
  }

  /** Counts a 404 answered to this request, if it is one the log keeps. */
  record(method: string, path: string, request: Request): void {
    if ((method !== "GET" && method !== "HEAD") || NOT_LOGGED.test(path)) return;
    const key = notFoundKey(path);
    const at = new Date(this.now());
    const host = referrerHost(request.headers.get("referer"));
    const entry = this.counts.get(key.path);
    if (entry === undefined) this.counts.add(key.path, { ...key, hits: 1, firstSeenAt: at, lastSeenAt: at, referrerHost: host });
    else {
      entry.hits++;
      entry.lastSeenAt = at;
      if (host) entry.referrerHost = host;
    }
  }
}
