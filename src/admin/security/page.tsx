/**
 * The Security tab, a page of its own (/admin/security): the password form, the second factors and the sessions
 * of the signed-in owner, read on the server. The actions island (the factors' dialogs, ending sessions) wakes on
 * the owner's first action.
 */
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import SecurityActionsIsland from "./client/security-actions.island.tsx";
import { readSecurityTab } from "./read-security.ts";
import { SECURITY_PAGE, SecurityView } from "./security-view.tsx";

export default defineAdminPage({
  tab: "security",
  path: SECURITY_PAGE,
  load: async ({ c }) => {
    const session = c.get("adminSession");
    const readAt = new Date().toISOString();
    return { readAt, data: session ? await readForPanel(SECURITY_PAGE, () => readSecurityTab(c.var.deps.db, session)) : undefined };
  },
  Panel: ({ data }) => (
    <>
      {/* Outside the region: a swap of the lists never touches the dialogs' React root. */}
      <SecurityActionsIsland />
      <SecurityView data={data} />
    </>
  ),
});
