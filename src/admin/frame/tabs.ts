/** The dashboard's tabs by URL id, in the order shown: the content tabs (Blog Posts first, the default, then Categories, Tags, Authors and Media) and API Keys, then Leads, Funnel, Traffic and Redirects, then Security, the Audit Log and Notifications. */
import { BellRing, ChartLine, FileText, FolderOpen, Funnel, Images, Inbox, KeyRound, type LucideIcon, ScrollText, ShieldCheck, Signpost, Tags, UserPen } from "lucide-react";

export const adminTabIds = [
  "blog-posts",
  "categories",
  "tags",
  "authors",
  "media",
  "api-keys",
  "leads",
  "funnel",
  "traffic",
  "redirects",
  "security",
  "audit",
  "notifications",
] as const;
export type AdminTabId = (typeof adminTabIds)[number];

/** Blog Posts, the default, is the dashboard itself (/admin/dashboard); every other tab is a page of its own. */
export const DEFAULT_TAB = "blog-posts" satisfies AdminTabId;
type TabWithOwnPage = Exclude<AdminTabId, typeof DEFAULT_TAB>;

/** Whether the tab is at /admin/<id> (src/admin/<tab>/page.tsx); its old address /admin/dashboard?tab=<id> redirects there. */
export function hasOwnPage(id: AdminTabId): id is TabWithOwnPage {
  return id !== DEFAULT_TAB;
}

export interface AdminTab {
  id: AdminTabId;
  label: string;
  Icon: LucideIcon;
}

export const adminTabs: AdminTab[] = [
  { id: "blog-posts", label: "Blog Posts", Icon: FileText },
  { id: "categories", label: "Categories", Icon: FolderOpen },
  { id: "tags", label: "Tags", Icon: Tags },
  { id: "authors", label: "Authors", Icon: UserPen },
  { id: "media", label: "Media", Icon: Images },
  { id: "api-keys", label: "API Keys", Icon: KeyRound },
  { id: "leads", label: "Leads", Icon: Inbox },
  { id: "funnel", label: "Funnel", Icon: Funnel },
  { id: "traffic", label: "Traffic", Icon: ChartLine },
  { id: "redirects", label: "Redirects", Icon: Signpost },
  { id: "security", label: "Security", Icon: ShieldCheck },
  { id: "audit", label: "Audit Log", Icon: ScrollText },
  { id: "notifications", label: "Notifications", Icon: BellRing },
];

/** @example tabHref("tags") // "/admin/tags"; tabHref("blog-posts") // "/admin/dashboard?tab=blog-posts" */
export function tabHref(id: AdminTabId): string {
  return hasOwnPage(id) ? `/admin/${id}` : `/admin/dashboard?tab=${id}`;
}
