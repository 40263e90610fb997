/**
 * The dashboard's tabs as links in three groups (the active one aria-current=page, so each tab has its own address),
 * server HTML without script. On a laptop the groups sit side by side under their names, every tab in sight. On a
 * phone a disclosure names the tab shown and opens the groups below it, so no tab waits off-screen: the groups are
 * the disclosure's next sibling rather than its content, which lets a laptop show them whether it is open or not.
 * The Leads link carries the count of New leads, and so does the closed disclosure.
 */
import { ChevronDown, Menu } from "lucide-react";
import { type AdminTab, type AdminTabId, adminTabGroups, adminTabs, tabHref } from "./tabs.ts";

/** How a count is shown in the small badge; the accessible name has the whole number. */
function badgeOf(count: number): string {
  return count > 99 ? "99+" : String(count);
}

/**
 * The count is drawn from data-count by the stylesheet (admin-tab-count) and named by aria-label, so the link's text
 * stays its label: "Leads", as the tab row is read by the tests and the tab is found by name ("Leads, 3 new").
 */
function TabLink({ tab, current, count }: { tab: AdminTab; current: boolean; count: number }) {
  const { Icon } = tab;
  const counted = count > 0 ? { "aria-label": `${tab.label}, ${count} new`, "data-count": badgeOf(count) } : {};
  return (
    <a href={tabHref(tab.id)} aria-current={current ? "page" : undefined} className={count > 0 ? "admin-tab admin-tab-count" : "admin-tab"} {...counted}>
      <Icon aria-hidden="true" size={16} strokeWidth={2} className="shrink-0" />
      {tab.label}
    </a>
  );
}

/** The phone's way in: the tab shown, the new leads waiting, and a chevron that turns when the groups are open. */
function SectionsToggle({ active, newLeads }: { active: AdminTab | undefined; newLeads: number }) {
  return (
    <details className="peer group lg:hidden">
      <summary className="admin-sections-summary">
        <Menu aria-hidden="true" size={18} strokeWidth={2} className="shrink-0 text-slate-500" />
        <span className="sr-only">Sections: </span>
        <span className="truncate text-slate-900">{active?.label ?? "Today"}</span>
        {newLeads > 0 ? (
          <span className="ml-auto shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-200">
            {badgeOf(newLeads)} new {newLeads === 1 ? "lead" : "leads"}
          </span>
        ) : null}
        <ChevronDown
          aria-hidden="true"
          size={18}
          strokeWidth={2}
          className={`${newLeads > 0 ? "" : "ml-auto "}shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none`}
        />
      </summary>
    </details>
  );
}

export function TabNav({ active, newLeads }: { active: AdminTabId | "overview"; newLeads: number | null }) {
  const activeTab = adminTabs.find((t) => t.id === active);
  const count = newLeads ?? 0;
  return (
    <nav aria-label="Dashboard sections" className="border-b border-slate-200 bg-white">
      <div className="mx-auto w-full max-w-[1400px] px-4 sm:px-6">
        <SectionsToggle active={activeTab} newLeads={count} />
        <div className="admin-tab-groups">
          {adminTabGroups.map((group) => (
            <div key={group.id} className="admin-tab-group">
              <p id={`tab-group-${group.id}`} className="admin-tab-group-name">
                {group.label}
              </p>
              <ul aria-labelledby={`tab-group-${group.id}`} className="admin-tab-list">
                {adminTabs
                  .filter((tab) => tab.group === group.id)
                  .map((tab) => (
                    <li key={tab.id} className="min-w-0">
                      <TabLink tab={tab} current={tab.id === active} count={tab.id === "leads" ? count : 0} />
                    </li>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </nav>
  );
}
