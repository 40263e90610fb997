/**
 * The site copy's rows (db/schema/site-copy.ts): what is live, what is scheduled, the owner's drafts and the
 * revisions. Documents are checked before they get here (src/site-copy/); these read and write overrides.
 *
 * Revisions kept per document: the newest 100; older ones go at the document's next publish.
 */
import { and, asc, desc, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { apiKeys, type CopyRevisionKind, siteCopy, siteCopyDrafts, siteCopyRevisions } from "../schema/index.ts";
import type { WriteActor } from "./post-revisions.ts";

export const COPY_REVISIONS_KEPT = 100;

export interface LiveCopy {
  /** Overrides live at `now`, by document. */
  overrides: Map<string, unknown>;
  /** The next moment a scheduled publish goes live (Infinity: none). */
  nextChangeAt: number;
}

/** What every document shows at `now`: a schedule whose moment has come counts as published. */
export async function readLiveCopy(db: Database, now: Date): Promise<LiveCopy> {
  const rows = await db.select({ key: siteCopy.key, overrides: siteCopy.overrides, scheduled: siteCopy.scheduled, scheduledFor: siteCopy.scheduledFor }).from(siteCopy);
  const overrides = new Map<string, unknown>();
  let nextChangeAt = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const due = row.scheduledFor !== null && row.scheduledFor.getTime() <= now.getTime();
    overrides.set(row.key, due ? row.scheduled : row.overrides);
    if (row.scheduledFor !== null && !due) nextChangeAt = Math.min(nextChangeAt, row.scheduledFor.getTime());
  }
  return { overrides, nextChangeAt };
}

/** The next moment scheduled copy goes live, for the page cache's expiry. */
export async function nextScheduledCopy(db: Database, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ at: siteCopy.scheduledFor })
    .from(siteCopy)
    .where(and(isNotNull(siteCopy.scheduledFor), gt(siteCopy.scheduledFor, now)))
    .orderBy(asc(siteCopy.scheduledFor))
    .limit(1);
  return row?.at ? row.at.getTime() : Number.POSITIVE_INFINITY;
}

export interface CopyRecord {
  /** Live now (a due schedule included). */
  live: unknown;
  publishedAt: Date | null;
  /** A publish still to come, with its overrides. */
  scheduled: { overrides: unknown; at: Date; timeZone: string } | null;
  /** Counts publishes: what an edit started from. */
  version: number;
  draft: { overrides: unknown; version: number; savedAt: Date } | null;
}

/** One document's rows, as the editor shows them. */
export async function readCopyRecord(db: Database, key: string, now = new Date()): Promise<CopyRecord> {
  const [[row], [draft]] = await Promise.all([db.select().from(siteCopy).where(eq(siteCopy.key, key)), db.select().from(siteCopyDrafts).where(eq(siteCopyDrafts.key, key))]);
  const due = row?.scheduledFor != null && row.scheduledFor.getTime() <= now.getTime();
  return {
    live: row ? (due ? row.scheduled : row.overrides) : {},
    publishedAt: row ? (due ? row.scheduledFor : row.publishedAt) : null,
    scheduled: row?.scheduledFor != null && !due ? { overrides: row.scheduled, at: row.scheduledFor, timeZone: row.scheduledZone ?? "UTC" } : null,
    version: row?.version ?? 0,
    draft: draft ? { overrides: draft.overrides, version: draft.version, savedAt: draft.savedAt } : null,
  };
}

/** Every document's draft save time, for the list of pages. */
export async function readCopyStates(db: Database, now = new Date()) {
  const [rows, drafts] = await Promise.all([
    db.select({ key: siteCopy.key, publishedAt: siteCopy.publishedAt, scheduledFor: siteCopy.scheduledFor }).from(siteCopy),
    db.select({ key: siteCopyDrafts.key, savedAt: siteCopyDrafts.savedAt }).from(siteCopyDrafts),
  ]);
  const states = new Map<string, { publishedAt: Date | null; scheduledFor: Date | null; draftSavedAt: Date | null }>();
  for (const row of rows) {
    const due = row.scheduledFor !== null && row.scheduledFor.getTime() <= now.getTime();
    states.set(row.key, { publishedAt: due ? row.scheduledFor : row.publishedAt, scheduledFor: due ? null : row.scheduledFor, draftSavedAt: null });
  }
  for (const draft of drafts) {
    const state = states.get(draft.key) ?? { publishedAt: null, scheduledFor: null, draftSavedAt: null };
    state.draftSavedAt = draft.savedAt;
    states.set(draft.key, state);
  }
  return states;
}

export type DraftSave = { saved: true; version: number; savedAt: Date } | { saved: false; current: { version: number; savedAt: Date } };

/**
 * Keeps the owner's draft. `baseVersion` is the draft version the editor started from (0: none): another
 * tab's save in between is a conflict, answered with what is there now, and nothing is written.
 */
export async function saveCopyDraft(db: Database, key: string, overrides: unknown, baseVersion: number, actor: WriteActor): Promise<DraftSave> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ version: siteCopyDrafts.version, savedAt: siteCopyDrafts.savedAt }).from(siteCopyDrafts).where(eq(siteCopyDrafts.key, key)).for("update");
    if ((current?.version ?? 0) !== baseVersion) {
      if (current) return { saved: false, current };
      return { saved: false, current: { version: 0, savedAt: new Date(0) } };
    }
    const values = { overrides, sessionId: actor.sessionId, apiKeyId: actor.apiKeyId, savedAt: new Date() };
    const [row] = current
      ? await tx
          .update(siteCopyDrafts)
          .set({ ...values, version: sql`${siteCopyDrafts.version} + 1` })
          .where(eq(siteCopyDrafts.key, key))
          .returning({ version: siteCopyDrafts.version, savedAt: siteCopyDrafts.savedAt })
      : await tx
          .insert(siteCopyDrafts)
          .values({ key, ...values, version: 1 })
          .returning({ version: siteCopyDrafts.version, savedAt: siteCopyDrafts.savedAt });
    if (!row) throw new Error("The draft was not written");
    return { saved: true, ...row };
  });
}

/** Drops the draft: the editor shows what is live again. */
export async function discardCopyDraft(db: Database, key: string): Promise<boolean> {
  const rows = await db.delete(siteCopyDrafts).where(eq(siteCopyDrafts.key, key)).returning({ key: siteCopyDrafts.key });
  return rows.length > 0;
}

export interface PublishInput {
  key: string;
  overrides: unknown;
  /** When it goes live: now, or a later moment (a schedule). */
  at: Date;
  /** The time zone a later moment was chosen in, to show it back the same way. */
  timeZone?: string;
  kind: CopyRevisionKind;
  actor: WriteActor;
  /** The publish count the editor started from; another publish in between is a conflict. Undefined: no check (an import). */
  baseVersion?: number;
}

export type PublishResult = { published: true; version: number; scheduledFor: Date | null; revisionId: number } | { published: false; version: number };

/**
 * Publishes a document's overrides now, or schedules them; either replaces a schedule still to come (the
 * owner decided again), removes the draft and writes a revision, in one transaction.
 */
export async function publishCopy(db: Database, input: PublishInput, now = new Date()): Promise<PublishResult> {
  return db.transaction((tx) => publishIn(tx as unknown as Database, input, now));
}

/** Publishes several documents together (an import): all of them, or none when one fails. */
export async function publishCopyTogether(db: Database, inputs: PublishInput[], now = new Date()): Promise<PublishResult[]> {
  return db.transaction(async (tx) => {
    const results: PublishResult[] = [];
    for (const input of inputs) results.push(await publishIn(tx as unknown as Database, input, now));
    return results;
  });
}

async function publishIn(tx: Database, input: PublishInput, now: Date): Promise<PublishResult> {
  {
    const [row] = await tx.select().from(siteCopy).where(eq(siteCopy.key, input.key)).for("update");
    if (input.baseVersion !== undefined && (row?.version ?? 0) !== input.baseVersion) return { published: false, version: row?.version ?? 0 };
    const later = input.at.getTime() > now.getTime();
    // A schedule whose moment came is the live copy: kept as such when the next one is set for later.
    const liveNow = row ? (row.scheduledFor !== null && row.scheduledFor.getTime() <= now.getTime() ? row.scheduled : row.overrides) : {};
    const livePublishedAt = row ? (row.scheduledFor !== null && row.scheduledFor.getTime() <= now.getTime() ? row.scheduledFor : row.publishedAt) : null;
    const values = later
      ? { overrides: liveNow ?? {}, publishedAt: livePublishedAt, scheduled: input.overrides, scheduledFor: input.at, scheduledZone: input.timeZone ?? "UTC" }
      : { overrides: input.overrides, publishedAt: now, scheduled: null, scheduledFor: null, scheduledZone: null };
    const [written] = row
      ? await tx
          .update(siteCopy)
          .set({ ...values, version: sql`${siteCopy.version} + 1`, updatedAt: now })
          .where(eq(siteCopy.key, input.key))
          .returning({ version: siteCopy.version })
      : await tx
          .insert(siteCopy)
          .values({ key: input.key, ...values, version: 1, updatedAt: now })
          .returning({ version: siteCopy.version });
    await tx.delete(siteCopyDrafts).where(eq(siteCopyDrafts.key, input.key));
    const [revision] = await tx
      .insert(siteCopyRevisions)
      .values({
        key: input.key,
        kind: later ? "schedule" : input.kind,
        overrides: input.overrides,
        liveFrom: later ? input.at : now,
        sessionId: input.actor.sessionId,
        apiKeyId: input.actor.apiKeyId,
      })
      .returning({ id: siteCopyRevisions.id });
    await pruneRevisions(tx, input.key);
    if (!written || !revision) throw new Error("The publish was not written");
    return { published: true, version: written.version, scheduledFor: later ? input.at : null, revisionId: revision.id };
  }
}

/** Calls off a publish still to come; false when there was none. */
export async function cancelScheduledCopy(db: Database, key: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(siteCopy)
    .set({ scheduled: null, scheduledFor: null, scheduledZone: null, version: sql`${siteCopy.version} + 1`, updatedAt: now })
    .where(and(eq(siteCopy.key, key), gt(siteCopy.scheduledFor, now)))
    .returning({ key: siteCopy.key });
  return rows.length > 0;
}

async function pruneRevisions(db: Database, key: string): Promise<void> {
  const kept = db
    .select({ id: siteCopyRevisions.id })
    .from(siteCopyRevisions)
    .where(eq(siteCopyRevisions.key, key))
    .orderBy(desc(siteCopyRevisions.createdAt), desc(siteCopyRevisions.id))
    .limit(COPY_REVISIONS_KEPT);
  await db.delete(siteCopyRevisions).where(and(eq(siteCopyRevisions.key, key), sql`${siteCopyRevisions.id} not in (${kept})`));
}

export interface CopyRevisionSummary {
  id: number;
  kind: CopyRevisionKind;
  liveFrom: Date;
  createdAt: Date;
  sessionId: string | null;
  apiKeyName: string | null;
}

/** A document's revisions, newest first. */
export async function listCopyRevisions(db: Database, key: string, limit = 30): Promise<CopyRevisionSummary[]> {
  return db
    .select({
      id: siteCopyRevisions.id,
      kind: siteCopyRevisions.kind,
      liveFrom: siteCopyRevisions.liveFrom,
      createdAt: siteCopyRevisions.createdAt,
      sessionId: siteCopyRevisions.sessionId,
      apiKeyName: apiKeys.name,
    })
    .from(siteCopyRevisions)
    .leftJoin(apiKeys, eq(apiKeys.id, siteCopyRevisions.apiKeyId))
    .where(eq(siteCopyRevisions.key, key))
    .orderBy(desc(siteCopyRevisions.createdAt), desc(siteCopyRevisions.id))
    .limit(limit);
}

/** One revision's overrides, if it belongs to the document. */
export async function readCopyRevision(db: Database, key: string, id: number): Promise<{ overrides: unknown; liveFrom: Date; kind: CopyRevisionKind } | undefined> {
  const [row] = await db
    .select({ overrides: siteCopyRevisions.overrides, liveFrom: siteCopyRevisions.liveFrom, kind: siteCopyRevisions.kind })
    .from(siteCopyRevisions)
    .where(and(eq(siteCopyRevisions.key, key), eq(siteCopyRevisions.id, id)));
  return row;
}

/** The revision before one: what a diff compares it with. */
export async function previousCopyRevision(db: Database, key: string, id: number): Promise<{ id: number; overrides: unknown } | undefined> {
  const [row] = await db
    .select({ id: siteCopyRevisions.id, overrides: siteCopyRevisions.overrides })
    .from(siteCopyRevisions)
    .where(and(eq(siteCopyRevisions.key, key), lt(siteCopyRevisions.id, id)))
    .orderBy(desc(siteCopyRevisions.id))
    .limit(1);
  return row;
}
