/**
 * The dashboard's tabs by URL id, in the order shown, in three groups: Content (Blog Posts first, the default, then
 * Categories, Tags, Authors, Media, Site Copy (the pages' own words and prices), and API Keys, with which other software writes posts), Leads and traffic (Leads,
 * Calls (booked in the funnel), Funnel, Traffic, and Redirects with its 404 log), Settings (Security, the Audit Log and Notifications).
 */
import {
  BellRing,
  CalendarClock,
  ChartLine,
  FileText,
  FolderOpen,
  Funnel,
  Images,
  Inbox,
  KeyRound,
  type LucideIcon,
  PencilLine,
  ScrollText,
  ShieldCheck,
  Signpost,
  Tags,
  UserPen,
} from "lucide-react";

export const adminTabIds = [
  "blog-posts",
  "categories",
  "tags",
  "authors",
  "media",
  "site-copy",
  "api-keys",
  "leads",
  "calls",
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

export type AdminTabGroupId = "content" | "leads" | "settings";

/** The groups the tabs are shown in (a heading each on a phone's menu and over the row on a laptop), in order. */
export const adminTabGroups: { id: AdminTabGroupId; label: string }[] = [
  { id: "content", label: "Content" },
  { id: "leads", label: "Leads and traffic" },
  { id: "settings", label: "Settings" },
];

export interface AdminTab {
  id: AdminTabId;
  label: string;
  Icon: LucideIcon;
  group: AdminTabGroupId;
}

export const adminTabs: AdminTab[] = [
  { id: "blog-posts", label: "Blog Posts", Icon: FileText, group: "content" },
  { id: "categories", label: "Categories", Icon: FolderOpen, group: "content" },
  { id: "tags", label: "Tags", Icon: Tags, group: "content" },
  { id: "authors", label: "Authors", Icon: UserPen, group: "content" },
  { id: "media", label: "Media", Icon: Images, group: "content" },
  { id: "site-copy", label: "Site Copy", Icon: PencilLine, group: "content" },
  { id: "api-keys", label: "API Keys", Icon: KeyRound, group: "content" },
  { id: "leads", label: "Leads", Icon: Inbox, group: "leads" },
  { id: "calls", label: "Calls", Icon: CalendarClock, group: "leads" },
  { id: "funnel", label: "Funnel", Icon: Funnel, group: "leads" },
  { id: "traffic", label: "Traffic", Icon: ChartLine, group: "leads" },
  { id: "redirects", label: "Redirects", Icon: Signpost, group: "leads" },
  { id: "security", label: "Security", Icon: ShieldCheck, group: "settings" },
  { id: "audit", label: "Audit Log", Icon: ScrollText, group: "settings" },
  { id: "notifications", label: "Notifications", Icon: BellRing, group: "settings" },
];

/** @example tabHref("tags") // "/admin/tags"; tabHref("blog-posts") // "/admin/dashboard?tab=blog-posts" */
export function tabHref(id: AdminTabId): string {
  return hasOwnPage(id) ? `/admin/${id}` : `/admin/dashboard?tab=${id}`;
}
