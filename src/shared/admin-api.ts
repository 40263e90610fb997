/**
 * The admin API's answers as the browser receives them: JSON, dates as ISO 8601 strings. The server's
 * readers (src/admin/lists.ts) return these types and the admin islands read them, so the compiler holds
 * the two sides to one shape. They are type aliases, not interfaces, so that a row fits an open
 * `Record<string, …>` shape such as ResourceRow.
 */
import type { API_KEY_STATES } from "./admin-schemas.ts";
import type { BusinessType, ContactPreference, Goal, PainPoint } from "./lead-options.ts";
import type { ContentFormat, PostSeoFields, PostStatus } from "./post-fields.ts";

/** Leads a page in the Leads tab: the island asks for this many, and the server reads as many for its first paint. */
export const LEADS_PAGE_SIZE = 25;

/** The tabs one island renders from data: Categories, Tags and Authors. */
export type ResourceKind = "categories" | "tags" | "authors";

/** A post as GET /api/admin/blog-posts lists it (and POST / PUT answer with it). */
export type AdminPost = PostSeoFields & {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  contentFormat: ContentFormat;
  authorId: number | null;
  categoryId: number | null;
  featuredImageUrl: string | null;
  status: PostStatus;
  /** When it goes (or went) public; null for a draft. */
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  tagIds: number[];
  /** Counts the post's writes; an update that names an older one is refused (409). */
  version: number;
};

export type AdminCategory = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
};

export type AdminTag = {
  id: number;
  name: string;
  slug: string;
};

export type AdminAuthor = {
  id: number;
  name: string;
  bio: string | null;
  imageUrl: string | null;
};

/** A category, tag or author: the one island for the three tabs reads a row's columns by name. */
export type ResourceRow = { id: number; name: string } & Record<string, string | number | null>;

/** What the Blog Posts tab shows, each list as its GET /api/admin/* answers it. */
export type PostLists = {
  posts: AdminPost[];
  authors: AdminAuthor[];
  categories: AdminCategory[];
  tags: AdminTag[];
  /** When the server read them (ISO): the "now" that tells Scheduled from Published in the first paint. */
  readAt: string;
};

export type AdminApiKey = {
  id: number;
  name: string;
  /** Masked by the server, except in the answer that creates it. */
  key: string;
  isActive: (typeof API_KEY_STATES)[number];
  lastUsedAt: string | null;
  createdAt: string;
};

export type AdminLead = {
  id: string;
  createdAt: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  businessType: BusinessType;
  painPoint: PainPoint;
  goals: Goal;
  contactPreference: ContactPreference;
  isSpam: boolean;
  isRepeat: boolean;
};

/** GET /api/admin/leads?page&limit&includeSpam. */
export type LeadPage = {
  leads: AdminLead[];
  total: number;
  page: number;
  limit: number;
};
