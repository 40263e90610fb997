/** The Calls tab (/admin/calls): the calls booked in the funnel and the availability they are booked from. */
import { z } from "zod";
import { defineAdminPage } from "../frame/admin-page.tsx";
import { CALLS_PAGE } from "./calls-paths.ts";
import { type CallsData, CallsView } from "./calls-view.tsx";
import { readCallsTab } from "./read-calls.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** A refused availability form: what the owner typed, and why it was not saved. */
    callsFormState: Partial<Pick<CallsData, "values" | "issues" | "notice">> & { newFeedUrl?: string };
  }
}

/** What a form's redirect back says (?done=…). */
const DONE: Record<string, string> = {
  saved: "Availability saved. The funnel offers times from it now.",
  held: "Marked as held. The lead counts as contacted from the call's start.",
  "no-show": "Marked as no-show.",
  cancelled: "Call cancelled. The lead is told, with the calendar's cancellation.",
  "feed-off": "The calendar feed is off: its address opens nothing now.",
};

export default defineAdminPage({
  tab: "calls",
  path: CALLS_PAGE,
  query: z.object({ done: z.string().max(20).optional().catch(undefined) }),
  load: async ({ c, query }) => {
    const posted = c.get("callsFormState");
    const done = query.done ? DONE[query.done] : undefined;
    return readCallsTab(c.var.deps.db, posted ?? (done ? { notice: { tone: "success", text: done } } : {}));
  },
  Panel: ({ data }) => <CallsView data={data} />,
});
