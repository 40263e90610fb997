/** The Calls tab (/admin/calls): the calls booked in the funnel and the availability they are booked from. */
import { z } from "zod";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { CallsView } from "./calls-view.tsx";
import { type CallsFormState, readCallsTab } from "./read-calls.ts";
import { CALLS_PAGE } from "./shared/calls-paths.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** A refused availability form: what the owner typed, and why it was not saved. */
    callsFormState: CallsFormState;
  }
}

/** What a form's redirect back says (?done=…); a saved address that could not be read is a warning. */
const DONE: Record<string, string> = {
  saved: "Availability saved. The funnel offers times from it now.",
  held: "Marked as held. The lead counts as contacted from the call's start.",
  "no-show": "Marked as no-show.",
  cancelled: "Call cancelled. The lead is told, with the calendar's cancellation.",
  "feed-off": "The calendar feed is off: its address opens nothing now.",
  "busy-read": "Calendar address saved and read: the funnel leaves your busy times out.",
  "busy-failed": "Calendar address saved, but it could not be read: see below. It is tried again every five minutes.",
  "busy-removed": "Calendar address removed: the funnel offers times from your availability and bookings only.",
  "caldav-saved": "Calendar checked and saved: calls booked from now on are written into it.",
  "caldav-removed": "Calls are no longer written into your calendar. Those already there stay.",
};

export default defineAdminPage({
  tab: "calls",
  path: CALLS_PAGE,
  query: z.object({ done: z.string().max(20).optional().catch(undefined) }),
  load: async ({ c, query }) => {
    const posted = c.get("callsFormState");
    const done = query.done ? DONE[query.done] : undefined;
    const tone = query.done === "busy-failed" ? "warning" : "success";
    return readCallsTab(c.var.deps.db, posted ?? (done ? { notice: { tone, text: done } } : {}));
  },
  Panel: ({ data }) => <CallsView data={data} />,
});
