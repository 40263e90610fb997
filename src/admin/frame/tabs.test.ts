import { describe, expect, test } from "bun:test";
import { adminTabGroups, adminTabs } from "./tabs.ts";

describe("the tab groups", () => {
  test("each group's tabs are together and the groups in order, so the row shows the tabs in the table's order", () => {
    const groupsInTabOrder = adminTabs.map((tab) => tab.group).filter((group, i, all) => group !== all[i - 1]);
    expect(groupsInTabOrder).toEqual(adminTabGroups.map((group) => group.id));
  });

  test("the spec's five tabs keep their order, Blog Posts first", () => {
    const spec = ["Blog Posts", "Categories", "Tags", "Authors", "API Keys"];
    expect(adminTabs.map((tab) => tab.label).filter((label) => spec.includes(label))).toEqual(spec);
    expect(adminTabs[0]!.id).toBe("blog-posts");
  });
});
