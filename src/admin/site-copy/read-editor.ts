/**
 * What the editor of one document shows, read on the server: the draft (or the live copy), its state, the
 * revisions; or, after a form sent back with errors or a conflict, exactly what the owner sent, with why.
 */
import type { Context } from "hono";
import { listCopyRevisions, readCopyRecord } from "../../../db/queries/site-copy.ts";
import type { AppEnv } from "../../app-context.ts";
import { timeZones } from "../../shared/time-zones.ts";
import type { CopyJson } from "../../site-copy/copy-values.ts";
import type { CopyDocument } from "../../site-copy/define-copy.ts";
import { documentWith } from "../../site-copy/site-copy.ts";
import { SESSION_LABEL_LENGTH } from "../audit.ts";
import { copyChanges } from "./copy-diff.ts";
import type { CopyEditorData, EditorNotice } from "./copy-editor-view.tsx";
import { localInputValue, scheduleText } from "./schedule-time.ts";

/** What a form's answer carries into the editor it shows again. */
export interface PostedEditorState {
  working: CopyJson;
  errors: [string, string][];
  notice: EditorNotice | null;
  conflict: "draft" | "publish" | null;
  schedule: { at: string; timeZone: string; error: string | null; zoneError: string | null };
  /** Blocks shown open: the one a list's button was pressed in stays open. */
  openBlocks?: string[];
  /** The versions the form should carry now: theirs after a conflict (so a second press keeps the owner's), else what was sent. */
  draftVersion?: number;
  publishVersion?: number;
}

declare module "hono" {
  interface ContextVariableMap {
    copyEditorState: PostedEditorState;
  }
}

const DONE: Record<string, EditorNotice> = {
  saved: { tone: "success", text: "Draft saved. The live page has not changed: press Publish now when it is ready." },
  published: { tone: "success", text: "Published. Every page that shows this copy has it now." },
  scheduled: { tone: "success", text: "Scheduled. It goes live at the moment shown above; until then the page is unchanged." },
  discarded: { tone: "info", text: "Draft discarded: the form shows the live copy." },
  cancelled: { tone: "info", text: "The scheduled publish was called off." },
  restored: { tone: "success", text: "Restored and published." },
};

/** The message the post editor gives for a change made meanwhile, worded for copy. */
export const COPY_CONFLICT_TEXT = "This copy was changed in another tab or by someone else since you opened it. Reload it, or keep your version.";

export async function readEditor(c: Context<AppEnv>, document: CopyDocument<object>, done: string | undefined): Promise<CopyEditorData> {
  const { db } = c.var.deps;
  const [record, revisions, copy] = await Promise.all([readCopyRecord(db, document.key), listCopyRevisions(db, document.key), c.var.deps.siteCopy?.current()]);
  const live = documentWith(document, record.live);
  const saved = record.draft ? documentWith(document, record.draft.overrides) : live;
  const posted = c.get("copyEditorState");
  const zone = record.scheduled?.timeZone ?? "UTC";
  const liveRevision =
    revisions.find((revision) => revision.liveFrom.getTime() <= Date.now() && revision.kind !== "schedule") ?? revisions.find((r) => r.liveFrom.getTime() <= Date.now());
  let conflict: CopyEditorData["conflict"] = null;
  if (posted?.conflict) {
    const theirs = posted.conflict === "draft" ? saved : live;
    conflict = { text: COPY_CONFLICT_TEXT, theirs: copyChanges(posted.working, theirs) };
  }
  return {
    key: document.key,
    title: document.title,
    previewPath: document.previewPath,
    shape: document.shape,
    defaults: document.storedDefaults,
    blockTitles: { ...document.blockTitles },
    working: posted?.working ?? saved,
    errors: posted?.errors ?? [],
    openBlocks: posted?.openBlocks ?? [],
    draft: record.draft ? { version: posted?.draftVersion ?? record.draft.version, savedAt: record.draft.savedAt.toISOString() } : null,
    publishVersion: posted?.publishVersion ?? record.version,
    publishedAt: record.publishedAt?.toISOString() ?? null,
    scheduled: record.scheduled ? { at: record.scheduled.at.toISOString(), text: scheduleText(record.scheduled.at, record.scheduled.timeZone) } : null,
    dropped: copy?.dropped(document) ?? [],
    notice: posted?.notice ?? (done ? (DONE[done] ?? null) : null),
    conflict,
    schedule: posted?.schedule ?? { at: record.scheduled ? localInputValue(record.scheduled.at, zone) : "", timeZone: zone, error: null, zoneError: null },
    timeZones: timeZones(),
    revisions: revisions.map((revision) => ({
      id: revision.id,
      kind: revision.kind,
      liveFrom: revision.liveFrom.toISOString(),
      createdAt: revision.createdAt.toISOString(),
      by: revision.apiKeyName ? `API key ${revision.apiKeyName}` : revision.sessionId ? `session ${revision.sessionId.slice(0, SESSION_LABEL_LENGTH)}` : "the system",
      current: revision.id === liveRevision?.id,
    })),
  };
}
