/**
 * The pending autosave of a public post: the editor's form, saved every few seconds while the owner writes,
 * kept beside the post (never in it) so that the public page does not change until the owner saves. One per
 * post, the newest wins, whichever browser wrote it: the owner who moves from laptop to phone finds it.
 * An explicit save of the post and Discard remove it.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../client.ts";
import { postAutosaves } from "../schema/index.ts";
import type { WriteActor } from "./post-revisions.ts";

export type PendingAutosave = Pick<typeof postAutosaves.$inferSelect, "postId" | "baseVersion" | "form" | "savedAt">;

const columns = { postId: postAutosaves.postId, baseVersion: postAutosaves.baseVersion, form: postAutosaves.form, savedAt: postAutosaves.savedAt };

/** Replaces the post's pending autosave. Throws the foreign-key error when the post is gone. */
export async function savePendingAutosave(db: Database, input: { postId: number; baseVersion: number; form: unknown; actor: WriteActor }): Promise<PendingAutosave> {
  return db.transaction(async (tx) => {
    await tx.delete(postAutosaves).where(eq(postAutosaves.postId, input.postId));
    const [row] = await tx
      .insert(postAutosaves)
      .values({ postId: input.postId, baseVersion: input.baseVersion, form: input.form, sessionId: input.actor.sessionId, apiKeyId: input.actor.apiKeyId })
      .returning(columns);
    return row!;
  });
}

export async function getPendingAutosave(db: Database, postId: number): Promise<PendingAutosave | undefined> {
  const [row] = await db.select(columns).from(postAutosaves).where(eq(postAutosaves.postId, postId));
  return row;
}

export async function discardPendingAutosave(db: Database, postId: number): Promise<boolean> {
  return (await db.delete(postAutosaves).where(eq(postAutosaves.postId, postId)).returning({ postId: postAutosaves.postId })).length > 0;
}
