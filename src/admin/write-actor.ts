/** Who is writing, as a revision records it: the admin's session (its stored id, a hash) or the API key. */
import type { Context } from "hono";
import type { WriteActor } from "../../db/queries/post-revisions.ts";
import type { AppEnv } from "../app-context.ts";

/** Read after the route's guard ran (it sets the session or the key). */
export function writeActor(c: Context<AppEnv>): WriteActor {
  const apiKeyId = c.get("apiKeyId");
  if (apiKeyId !== undefined) return { sessionId: null, apiKeyId };
  return { sessionId: c.get("adminSession")?.id ?? null, apiKeyId: null };
}
