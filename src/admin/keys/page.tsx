/** The API Keys tab, a page of its own (/admin/api-keys): the keys read on the server, masked, as HTML. */
import { defineAdminPage } from "../frame/admin-page.tsx";
import { readForPanel } from "../frame/read-for-panel.ts";
import { readApiKeys } from "../lists.ts";
import { API_KEYS_PAGE, ApiKeyList } from "./api-key-list.tsx";

export default defineAdminPage({
  tab: "api-keys",
  path: API_KEYS_PAGE,
  load: async ({ c }) => ({ keys: await readForPanel(API_KEYS_PAGE, () => readApiKeys(c.var.deps.db)), now: Date.now() }),
  Panel: ApiKeyList,
});
