/**
 * Writes each list date (<time data-local-date>, see ../shared/local-date.tsx) in the viewer's time zone: on
 * load, and in whatever a swap brings in.
 */
import { formatLocalDate, LOCAL_DATE_ATTRIBUTE, type LocalDateStyle } from "../shared/local-date.tsx";

export function localizeDates(root: ParentNode): void {
  for (const time of root.querySelectorAll<HTMLTimeElement>(`time[${LOCAL_DATE_ATTRIBUTE}]`)) {
    const date = new Date(time.dateTime);
    if (Number.isNaN(date.getTime())) continue;
    time.textContent = formatLocalDate(date, time.getAttribute(LOCAL_DATE_ATTRIBUTE) as LocalDateStyle);
  }
}
