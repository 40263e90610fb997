/** The Notifications tab's line about the owner's calendar: shown only when its last read failed. */
import type { Database } from "../../../db/client.ts";
import { readCallSettings } from "../../../db/queries/calls.ts";
import { readBusyCalendarState } from "../../calls/busy-calendar.ts";
import { busyCalendarProblem } from "../../calls/busy-calendar-words.ts";

export async function readCalendarProblem(db: Database): Promise<string | null> {
  const [state, settings] = await Promise.all([readBusyCalendarState(db), readCallSettings(db)]);
  return busyCalendarProblem(state, settings.zone);
}
