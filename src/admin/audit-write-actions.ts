/**
 * What an admin write is called in the audit log, by its route pattern and method: one table, and a
 * default for a route the table does not know yet (POST /api/admin/widgets → "widget.create"), so that
 * a new route is recorded under a sensible name from its first day. Nothing here reads a body's values
 * except the few the table names (a post's new status, a key's on/off), which are no one's secret.
 */

export interface WriteAction {
  action: string;
  targetType: string;
  /** The route parameter that names the target; without one, the id of the row the answer returns. */
  targetParam?: string;
  /** Route parameters kept in the entry's detail (a restored revision's id). */
  detailParams?: readonly string[];
  /** Fields of the answer kept in the entry's detail: names and counts only, never a key or a lead's contents. */
  answerDetail?: readonly string[];
  /** The answer's field that holds the written row, when the row is not the answer itself ({ media, duplicate }). */
  answerRow?: string;
  /** Record a success at most once per actor and target in this many minutes (frequent writes such as autosaves). */
  onceInMinutes?: number;
  /** A more precise action from the validated body or query: only which of a few fixed values it holds. */
  refine?: (input: { json: unknown; query: Record<string, string> }) => string | undefined;
}

/** Routes that record their own, richer events (login.*, logout, factor.*, password.*, session.*…), and the log itself. */
const SELF_RECORDING = /^\/api\/admin\/(?:login|logout|security|audit-log)(?:\/|$)/;

const onlyKeys = (value: unknown, allowed: readonly string[]): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.keys(value).every((key) => allowed.includes(key));

/** A PUT of a post with only its status (and version) is the list's Publish / Unpublish (the schema marks it statusOnly). */
function postStatusChange({ json }: { json: unknown }): string | undefined {
  if (!onlyKeys(json, ["statusOnly", "status", "version"]) || json.statusOnly !== true) return undefined;
  if (json.status === "published") return "post.publish";
  if (json.status === "draft") return "post.unpublish";
  return undefined;
}

const WRITE_ACTIONS: Record<string, WriteAction> = {
  "POST /api/admin/blog-posts": { action: "post.create", targetType: "post" },
  "PUT /api/admin/blog-posts/:id": { action: "post.update", targetType: "post", targetParam: "id", refine: postStatusChange },
  "DELETE /api/admin/blog-posts/:id": { action: "post.delete", targetType: "post", targetParam: "id" },
  "POST /api/admin/blog-posts/:id/revisions/:revisionId/restore": { action: "post.restore", targetType: "post", targetParam: "id", detailParams: ["revisionId"] },
  "PUT /api/admin/blog-posts/:id/autosave": { action: "post.autosave", targetType: "post", targetParam: "id", onceInMinutes: 15 },
  "DELETE /api/admin/blog-posts/:id/autosave": { action: "post.autosave_discard", targetType: "post", targetParam: "id" },
  "POST /api/admin/blog-posts/:id/previews": { action: "preview_link.create", targetType: "post", targetParam: "id" },
  "DELETE /api/admin/blog-posts/:id/previews/:previewId": { action: "preview_link.revoke", targetType: "post", targetParam: "id", detailParams: ["previewId"] },
  // Site copy: editing is one entry per quarter hour; a publish, a schedule, a restore and an import record their own.
  "POST /api/admin/site-copy/:key/form": { action: "copy.edit", targetType: "site_copy", targetParam: "key", onceInMinutes: 15 },
  "PUT /api/admin/site-copy/:key/draft": { action: "copy.edit", targetType: "site_copy", targetParam: "key", onceInMinutes: 15 },
  "DELETE /api/admin/site-copy/:key/draft": { action: "copy.draft_discard", targetType: "site_copy", targetParam: "key" },
  "POST /api/admin/site-copy/:key/publish": {
    action: "copy.publish",
    targetType: "site_copy",
    targetParam: "key",
    refine: ({ json }) =>
      typeof json === "object" && json !== null && "at" in json && typeof json.at === "string" && Date.parse(json.at) > Date.now() ? "copy.schedule" : undefined,
  },
  "DELETE /api/admin/site-copy/:key/schedule": { action: "copy.schedule_cancel", targetType: "site_copy", targetParam: "key" },
  "POST /api/admin/site-copy/:key/revisions/:id/restore": { action: "copy.restore", targetType: "site_copy", targetParam: "key", detailParams: ["id"] },
  "POST /api/admin/site-copy/:key/revisions/:id/restore-form": { action: "copy.restore", targetType: "site_copy", targetParam: "key", detailParams: ["id"] },
  "POST /api/admin/site-copy/import": { action: "copy.import", targetType: "site_copy" },
  "POST /api/admin/site-copy/import-form": { action: "copy.import", targetType: "site_copy" },
  "POST /api/admin/api-keys": { action: "api_key.create", targetType: "api_key", answerDetail: ["name"] },
  "PUT /api/admin/api-keys/:id/toggle": {
    action: "api_key.toggle",
    targetType: "api_key",
    targetParam: "id",
    refine: ({ json }) => (onlyKeys(json, ["isActive"]) ? (json.isActive === "true" ? "api_key.enable" : "api_key.disable") : undefined),
  },
  // A status change keeps the two statuses (no one's secret); a note's entry names the lead (and the note), never its words.
  "PATCH /api/admin/leads/:id/status": { action: "lead.status", targetType: "lead", targetParam: "id", answerDetail: ["from", "to"] },
  "PATCH /api/admin/leads/:id/follow-up": { action: "lead.follow_up", targetType: "lead", targetParam: "id", answerDetail: ["changed"] },
  "POST /api/admin/leads/:id/notes": { action: "lead.note_add", targetType: "lead", targetParam: "id" },
  "PATCH /api/admin/leads/:id/notes/:noteId": { action: "lead.note_edit", targetType: "lead", targetParam: "id", detailParams: ["noteId"] },
  // Calls booked in the funnel: the availability's entry names no hours; an outcome keeps which one.
  "PUT /api/admin/calls/availability": { action: "calls.availability", targetType: "settings" },
  "POST /api/admin/calls/availability-form": { action: "calls.availability", targetType: "settings" },
  "POST /api/admin/calls/:id/outcome": {
    action: "call.outcome",
    targetType: "call",
    targetParam: "id",
    refine: ({ json }) =>
      onlyKeys(json, ["outcome"]) && (json.outcome === "held" || json.outcome === "no-show") ? `call.${json.outcome === "held" ? "held" : "no_show"}` : undefined,
  },
  "POST /api/admin/calls/:id/outcome-form": { action: "call.outcome", targetType: "call", targetParam: "id" },
  "POST /api/admin/calls/:id/cancel": { action: "call.cancel", targetType: "call", targetParam: "id" },
  "POST /api/admin/calls/:id/cancel-form": { action: "call.cancel", targetType: "call", targetParam: "id" },
  "POST /api/admin/calls/feed": { action: "calls.feed_create", targetType: "settings" },
  "POST /api/admin/calls/feed-form": { action: "calls.feed_create", targetType: "settings" },
  "DELETE /api/admin/calls/feed": { action: "calls.feed_revoke", targetType: "settings" },
  "POST /api/admin/calls/feed-revoke-form": { action: "calls.feed_revoke", targetType: "settings" },
  // The owner's calendar's address is a secret: its entries name the action only.
  "PUT /api/admin/calls/busy-calendar": { action: "calls.busy_calendar_set", targetType: "settings" },
  "POST /api/admin/calls/busy-calendar-form": { action: "calls.busy_calendar_set", targetType: "settings" },
  "DELETE /api/admin/calls/busy-calendar": { action: "calls.busy_calendar_remove", targetType: "settings" },
  "POST /api/admin/calls/busy-calendar-remove-form": { action: "calls.busy_calendar_remove", targetType: "settings" },
  "PUT /api/admin/calls/caldav": { action: "calls.caldav_set", targetType: "settings" },
  "POST /api/admin/calls/caldav-form": { action: "calls.caldav_set", targetType: "settings" },
  "DELETE /api/admin/calls/caldav": { action: "calls.caldav_remove", targetType: "settings" },
  "POST /api/admin/calls/caldav-remove-form": { action: "calls.caldav_remove", targetType: "settings" },
  // An upload's entry keeps the file's name (the owner's own words for it), never the image.
  "POST /api/admin/media": { action: "media.upload", targetType: "media", answerRow: "media", answerDetail: ["fileName"] },
  "PATCH /api/admin/media/:key": { action: "media.update", targetType: "media", targetParam: "key" },
  "DELETE /api/admin/media/:key": { action: "media.delete", targetType: "media", targetParam: "key" },
  "POST /api/admin/redirects/import": { action: "redirect.import", targetType: "redirect", answerDetail: ["imported", "created", "updated"] },
  // The lead's id is the answer's `id`; which channel, and which reminder, go in the detail.
  "POST /api/admin/notifications/resend": { action: "notification.resend", targetType: "lead", answerDetail: ["channel", "mark"] },
  "POST /api/admin/notifications/test": {
    action: "notification.test",
    targetType: "notification",
    answerDetail: ["ok"],
    refine: ({ json }) =>
      onlyKeys(json, ["channel"]) && (json.channel === "email" || json.channel === "webhook" || json.channel === "chat") ? `notification.test_${json.channel}` : undefined,
  },
  // Which settings changed, by name; never an address or a secret.
  "PUT /api/admin/notifications/alerts": { action: "alerts.update", targetType: "settings", answerDetail: ["changed"] },
  "DELETE /api/admin/not-found-paths": {
    action: "not_found.delete",
    targetType: "not_found",
    refine: ({ query }) => (query.all === "true" ? "not_found.clear" : undefined),
  },
};

const VERBS: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/** "categories" → "category", "blog-posts" → "blog_post", "api-keys" → "api_key". */
function singular(segment: string): string {
  const word = segment.replaceAll("-", "_").replace(/\.[a-z]+$/, "");
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The default for a route the table does not name: its last fixed segment and the method; the last parameter names the target. */
function defaultAction(method: string, pattern: string): WriteAction | undefined {
  const segments = pattern.split("/").slice(3).filter(Boolean);
  const fixed = segments.filter((s) => !s.startsWith(":"));
  const params = segments.filter((s) => s.startsWith(":"));
  const thing = fixed.length > 0 ? singular(fixed[fixed.length - 1]!) : undefined;
  if (!thing) return undefined;
  const lastParam = params[params.length - 1]?.slice(1);
  return { action: `${thing}.${VERBS[method] ?? method.toLowerCase()}`, targetType: thing, ...(lastParam ? { targetParam: lastParam } : {}) };
}

/**
 * How a write to `pattern` is recorded; undefined for a route that records its own events (or is no write).
 * @example writeActionOf("DELETE", "/api/admin/leads/:id") // { action: "lead.delete", targetType: "lead", targetParam: "id" }
 */
export function writeActionOf(method: string, pattern: string): WriteAction | undefined {
  if (!VERBS[method] || SELF_RECORDING.test(pattern) || !pattern.startsWith("/api/admin/")) return undefined;
  return WRITE_ACTIONS[`${method} ${pattern}`] ?? defaultAction(method, pattern);
}
