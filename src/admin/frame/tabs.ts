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

/** The tabs that have a page of their own, /admin/<id> (src/admin/<tab>/page.tsx); their old address redirects there. */
export const tabsWithOwnPage = [
  "categories",
  "tags",
  "authors",
  "api-keys",
  "media",
  "leads",
  "funnel",
  "traffic",
  "redirects",
  "security",
  "audit",
  "notifications",
] as const satisfies readonly AdminTabId[];
type TabWithOwnPage = (typeof tabsWithOwnPage)[number];

export function hasOwnPage(id: AdminTabId): id is TabWithOwnPage {
  return (tabsWithOwnPage as readonly AdminTabId[]).includes(id);
}
export const DEFAULT_TAB: AdminTabId = "blog-posts";

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
