/** Server-side wrappers of every island: use these in pages, never the island components directly. */
import AdminApiKeys, { type AdminApiKeysProps } from "../../islands/admin-api-keys.tsx";
import AdminLeads, { type AdminLeadsProps } from "../../islands/admin-leads.tsx";
import AdminLogin, { type AdminLoginProps } from "../../islands/admin-login.tsx";
import AdminPosts, { type AdminPostsProps } from "../../islands/admin-posts.tsx";
import AdminResource, { type AdminResourceProps } from "../../islands/admin-resource.tsx";
import AdminSession, { type AdminSessionProps } from "../../islands/admin-session.tsx";
import Faq, { type FaqProps } from "../../islands/faq.tsx";
import Funnel, { type FunnelProps } from "../../islands/funnel.tsx";
import MobileMenu, { type MobileMenuProps } from "../../islands/mobile-menu.tsx";
import ServicesMenu, { type ServicesMenuProps } from "../../islands/services-menu.tsx";
import Toaster, { type ToasterProps } from "../../islands/toaster.tsx";
import { defineIsland } from "../render/island.tsx";

export const MobileMenuIsland = defineIsland<MobileMenuProps>("mobile-menu", MobileMenu);
export const ServicesMenuIsland = defineIsland<ServicesMenuProps>("services-menu", ServicesMenu);
export const FaqIsland = defineIsland<FaqProps>("faq", Faq);
export const FunnelIsland = defineIsland<FunnelProps>("funnel", Funnel);
export const ToasterIsland = defineIsland<ToasterProps>("toaster", Toaster);
export const AdminLoginIsland = defineIsland<AdminLoginProps>("admin-login", AdminLogin);
export const AdminSessionIsland = defineIsland<AdminSessionProps>("admin-session", AdminSession);
export const AdminPostsIsland = defineIsland<AdminPostsProps>("admin-posts", AdminPosts);
export const AdminResourceIsland = defineIsland<AdminResourceProps>("admin-resource", AdminResource);
export const AdminApiKeysIsland = defineIsland<AdminApiKeysProps>("admin-api-keys", AdminApiKeys);
export const AdminLeadsIsland = defineIsland<AdminLeadsProps>("admin-leads", AdminLeads);
