import { expect, test } from "bun:test";
import { DEFAULT_LEAD_LIST_VIEW, isLeadListFiltered, leadApiParams, leadListParams, leadListViewOf } from "./lead-list-view.ts";

const viewOf = (query: string) => {
  const params = new URLSearchParams(query);
  return leadListViewOf((name) => params.get(name));
};

test("the follow-ups due filter goes round the address: read, written back the same, and to the API under one name", () => {
  const view = viewOf("status=new&due=1&page=2");
  expect(view).toEqual({ ...DEFAULT_LEAD_LIST_VIEW, status: "new", due: true, page: 2 });
  expect(new URLSearchParams(leadListParams(view)).toString()).toBe("status=new&due=1&page=2");
  expect(viewOf(new URLSearchParams(leadListParams(view)).toString())).toEqual(view);
  expect(leadApiParams(view, { limit: 25 })).toContainEqual(["due", "1"]);
  expect(isLeadListFiltered({ ...DEFAULT_LEAD_LIST_VIEW, due: true })).toBe(true);
  // Read leniently: anything but 1 is off, and off is left out of the address.
  for (const off of ["due=0", "due=yes", "due=", ""]) expect(viewOf(off).due).toBe(false);
  expect(leadListParams(viewOf("due=0"))).toEqual([]);
});
