/**
 * An audit entry in words, for the Audit Log tab and its CSV: what happened ("Post deleted"), to what
 * ("Post #12"), by whom ("This session", "API key 'Zapier'"). An action without words of its own is
 * spelled out from its name, so a new action never shows blank.
 */
import type { AuditRow } from "./audit.ts";

const ACTION_WORDS: Record<string, string> = {
  "login.password": "Password login",
  "login.second_factor": "Second-factor login",
  "login.recovery_code": "Recovery-code login",
  "login.passkey": "Passkey login",
  "login.totp": "One-time-code login",
  logout: "Logged out",
  "reauth.password": "Password confirmed again",
  "password.change": "Password changed",
  "session.end": "Session ended",
  "session.end_others": "Other sessions ended",
  "factor.add": "Second factor added",
  "factor.remove": "Second factor removed",
  "factor.rename": "Second factor renamed",
  "recovery_codes.generate": "Recovery codes made",
  "api_key.create": "API key created",
  "api_key.enable": "API key activated",
  "api_key.disable": "API key deactivated",
  "api_key.delete": "API key deleted",
  "api_key.use": "API key used",
  "post.publish": "Post published",
  "post.unpublish": "Post unpublished",
  "post.restore": "Revision restored",
  "post.autosave": "Post autosaved",
  "post.autosave_discard": "Autosave discarded",
  "preview_link.create": "Preview link created",
  "preview_link.revoke": "Preview link revoked",
  "lead.status": "Lead's status changed",
  "lead.note_add": "Note added to a lead",
  "lead.note_edit": "Lead's note changed",
  "lead.export": "Lead's data exported",
  "redirect.import": "Redirects imported",
  "not_found.delete": "404 log row deleted",
  "not_found.clear": "404 log cleared",
  "notification.resend": "Lead notification sent again",
  "notification.test_email": "Test e-mail sent",
  "notification.test_webhook": "Test webhook sent",
  "notification.test_chat": "Test chat message sent",
  "alerts.update": "Alert settings changed",
};

const THING_WORDS: Record<string, string> = {
  post: "Post",
  category: "Category",
  tag: "Tag",
  author: "Author",
  lead: "Lead",
  redirect: "Redirect",
  api_key: "API key",
  preview_link: "Preview link",
  session: "Session",
  factor: "Second factor",
  login: "Login",
  password: "Password",
  settings: "Alert settings",
};

const VERB_WORDS: Record<string, string> = { create: "created", update: "updated", delete: "deleted" };

const spelled = (word: string) => word.replaceAll("_", " ");

/** @example actionText("category.delete") // "Category deleted" */
export function actionText(action: string): string {
  const known = ACTION_WORDS[action];
  if (known) return known;
  const [thing = "", ...rest] = action.split(".");
  const noun = THING_WORDS[thing] ?? spelled(thing).replace(/^./, (c) => c.toUpperCase());
  if (rest.length === 0) return noun;
  const verb = rest.join(" ");
  return `${noun} ${VERB_WORDS[verb] ?? spelled(verb)}`;
}

/** How much of a session's label or a lead's id names it on screen. */
const SHORT_ID = 8;

/** @example targetText({ targetType: "post", targetId: "12", targetName: null }) // "Post #12" */
export function targetText(row: Pick<AuditRow, "targetType" | "targetId" | "targetName">): string {
  if (!row.targetType) return "—";
  const noun = THING_WORDS[row.targetType] ?? spelled(row.targetType);
  if (row.targetName) return `${noun} ‘${row.targetName}’`;
  if (!row.targetId) return noun;
  return /^\d+$/.test(row.targetId) ? `${noun} #${row.targetId}` : `${noun} ${row.targetId.slice(0, SHORT_ID)}…`;
}

/** @example actorText({ actorKind: "api_key", actorId: "3", actorName: "Zapier", you: false }) // "API key ‘Zapier’" */
export function actorText(row: Pick<AuditRow, "actorKind" | "actorId" | "actorName" | "you">): string {
  switch (row.actorKind) {
    case "session":
      if (row.you) return "This session";
      return row.actorId ? `Session ${row.actorId.slice(0, SHORT_ID)}…` : "A session";
    case "api_key":
      if (row.actorName) return `API key ‘${row.actorName}’`;
      return row.actorId ? `API key #${row.actorId} (deleted)` : "An API key";
    case "system":
      return "The server";
    default:
      // The one-click link in the owner's e-mails (Mark contacted) acts without a session.
      return row.actorId === "email-link" ? "Link in an owner's e-mail" : "No session";
  }
}

export const OUTCOME_WORDS: Record<string, string> = { success: "Success", failure: "Failed", refused: "Refused" };

export const ACTOR_KIND_WORDS: Record<string, string> = { session: "Sessions", api_key: "API keys", anonymous: "No session", system: "The server" };
