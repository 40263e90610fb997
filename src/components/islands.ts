/** Server-side wrappers of every island: use these in pages, never the island components directly. */
import AdminApiKeys, { type AdminApiKeysProps } from "../../islands/admin-api-keys.tsx";
import AdminLeads, { type AdminLeadsProps } from "../../islands/admin-leads.tsx";
import AdminLogin, { type AdminLoginProps } from "../../islands/admin-login.tsx";
import AdminPosts, { type AdminPostsProps } from "../../islands/admin-posts.tsx";
import AdminResource, { type AdminResourceProps } from "../../islands/admin-resource.tsx";
import AdminSession, { type AdminSessionProps } from "../../islands/admin-session.tsx";
import { defineIsland } from "../render/island.tsx";

export { default as MobileMenuIsland } from "../../islands/mobile-menu.tsx";
export { default as ServicesMenuIsland } from "../../islands/services-menu.tsx";
export { default as FaqIsland } from "../../islands/faq.tsx";
export { default as FunnelIsland } from "../../islands/funnel.tsx";
export { default as ToasterIsland } from "../../islands/toaster.tsx";
export const AdminLoginIsland = defineIsland<AdminLoginProps>("admin-login", AdminLogin);
export const AdminSessionIsland = defineIsland<AdminSessionProps>("admin-session", AdminSession);
export const AdminPostsIsland = defineIsland<AdminPostsProps>("admin-posts", AdminPosts);
export const AdminResourceIsland = defineIsland<AdminResourceProps>("admin-resource", AdminResource);
export const AdminApiKeysIsland = defineIsland<AdminApiKeysProps>("admin-api-keys", AdminApiKeys);
export const AdminLeadsIsland = defineIsland<AdminLeadsProps>("admin-leads", AdminLeads);
