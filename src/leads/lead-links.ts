/**
 * The Mark contacted link in the owner's e-mails: where it points and how long it works. A fresh link is
 * made for each e-mail as it is sent (only its hash is stored), so no token waits in the outbox.
 */
import type { Database } from "../../db/client.ts";
import { createMarkContactedLink } from "../../db/queries/lead-links.ts";

export const MARK_CONTACTED_PATH = "/leads/mark-contacted";

/** Long enough for a week's holiday; short enough that an old e-mail in a shared inbox opens nothing. */
export const MARK_CONTACTED_LINK_DAYS = 7;

/** @example await markContactedUrl(db, "https://www.example.com", lead.id) // "https://www.example.com/leads/mark-contacted?token=…" */
export async function markContactedUrl(db: Database, siteUrl: string, leadId: string): Promise<string> {
  const token = await createMarkContactedLink(db, leadId, MARK_CONTACTED_LINK_DAYS);
  return `${siteUrl}${MARK_CONTACTED_PATH}?token=${token}`;
}
