/**
 * The admin API's answers as the browser receives them: JSON, dates as ISO 8601 strings. The server's
 * readers (src/admin/lists.ts) return these types and the admin islands read them, so the compiler holds
 * the two sides to one shape. They are type aliases, not interfaces, so that a row fits an open
 * `Record<string, …>` shape such as ResourceRow.
 */
import type { API_KEY_STATES } from "./admin-schemas.ts";
import type { ApiKeyScope } from "./api-key-scopes.ts";
import type { BusinessType, ContactPreference, Goal, PainPoint } from "./lead-options.ts";
import type { LeadStatus } from "./lead-pipeline.ts";
import type { PlanInterest } from "./plan-interest.ts";
import type { ContentFormat, PostSeoFields, PostStatus } from "./post-fields.ts";
import type { PostListStatus } from "./post-list-view.ts";

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
  /** A draft that was published before: the time it had then, which publishing it again gives back; else null. */
  previousPublishedAt: string | null;
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
  version: number;
};

export type AdminTag = {
  id: number;
  name: string;
  slug: string;
  version: number;
};

export type AdminAuthor = {
  id: number;
  name: string;
  bio: string | null;
  imageUrl: string | null;
  version: number;
};

/** A category, tag or author: the one island for the three tabs reads a row's columns by name. */
export type ResourceRow = { id: number; name: string } & Record<string, string | number | null>;

/** A row of the Blog Posts list: what the table shows and links to, without the body (which the edit dialog reads). */
export type AdminPostRow = Pick<AdminPost, "id" | "title" | "slug" | "status" | "authorId" | "categoryId" | "publishedAt" | "createdAt" | "updatedAt" | "version" | "tagIds">;

/** Posts per status for the list's search and other filters: all, published (public now), scheduled, draft. */
export type PostStatusCounts = Record<PostListStatus, number>;

/** GET /api/admin/blog-posts/page: one page of rows, how many match (total), and the counts per status. */
export type PostListPage = {
  posts: AdminPostRow[];
  total: number;
  page: number;
  limit: number;
  counts: PostStatusCounts;
};

/** What the Blog Posts tab shows: one page of posts and the lists that name their author, category and tags. */
export type PostLists = {
  page: PostListPage;
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
  /** What the key may do. */
  scopes: ApiKeyScope[];
  /** After this the key is refused; null: never. */
  expiresAt: string | null;
  /** The client of the last use: coarse network and browser or program ("203.0.113.0/24 · curl 8"), or null before any use. */
  lastUsedClient: string | null;
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
  /** Where the lead stands in the owner's pipeline, since when, and when it was first contacted (null: not yet). */
  status: LeadStatus;
  statusChangedAt: string;
  firstContactedAt: string | null;
  /** The plan the visitor picked before the funnel, and what the thank-you view recommended. */
  planInterest: PlanInterest | null;
  recommendedPlan: PlanInterest | null;
  /** Where the visit came from, as the tab knew it. */
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The owner's next step and when it is due (a reminder goes out then); null: none set. */
  nextStepAt: string | null;
  nextStep: string | null;
  /** When the call the lead booked in the funnel starts, while it is booked (not yet held, no-show or cancelled); null: none. */
  callAt: string | null;
  /** What the deal is worth, in the currency's minor unit (cents), and its ISO 4217 code; null: not set. */
  dealValueMinor: number | null;
  dealCurrency: string | null;
};

/** Leads per status for the list's search and other filters ("all" is their sum). */
export type LeadStatusCounts = Record<LeadStatus | "all", number>;

/** The statuses whose deal values the list sums: the open ones, and won (a lost deal is no longer in the pipeline). */
export const PIPELINE_STATUSES = ["new", "contacted", "qualified", "won"] as const satisfies readonly LeadStatus[];
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/** The deal values of one status in one currency (never converted), in the currency's minor unit. */
export type PipelineValue = { status: PipelineStatus; currency: string; valueMinor: number };

/** GET /api/admin/leads?page&limit&includeSpam&q&status&type&contact&plan&source&from&to&due&calls. */
export type LeadPage = {
  leads: AdminLead[];
  total: number;
  page: number;
  limit: number;
  counts: LeadStatusCounts;
  /** For the same search and filters as `counts`: the sums per status and currency, statuses in pipeline order, larger sums first. */
  pipeline: PipelineValue[];
  /** How many leads of the view (its status included) have their next step due: what `due=1` would list. */
  followUpsDue: number;
  /** How many leads of the view (its status included) have a booked call still to come: what `calls=1` would list. */
  callsUpcoming: number;
};

/** What a revision keeps of a post: its words and meta. */
export type RevisionFields = PostSeoFields & {
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  contentFormat: ContentFormat;
};

/** Why a revision was written. */
export type RevisionKind = "save" | "autosave" | "restore";

/** A revision in GET /api/admin/blog-posts/:id/revisions, newest first. */
export type AdminRevisionSummary = {
  id: number;
  /** The post's version this revision is. */
  postVersion: number;
  kind: RevisionKind;
  title: string;
  /** Who wrote it, in words: "This browser", "Another admin session", "API key “Zapier”", "A script". */
  by: string;
  createdAt: string;
  contentLength: number;
};

/** GET /api/admin/blog-posts/:id/revisions/:revisionId. */
export type AdminRevision = RevisionFields & Omit<AdminRevisionSummary, "title" | "contentLength">;

/** The editor's form as an autosave carries it: what Save would send. */
export type AutosaveForm = Record<string, unknown>;

/** GET /api/admin/blog-posts/:id/autosave: the public post's work that is not live yet, if any. */
export type PendingAutosaveAnswer = { autosave: { baseVersion: number; post: AutosaveForm; savedAt: string } | null };

/**
 * PUT /api/admin/blog-posts/:id/autosave: where the work went. "post": a draft, saved in place (its new
 * version is in `post`); "pending": kept beside a public post (or a draft whose form is not valid yet) until Save.
 */
export type AutosaveAnswer = { target: "post"; savedAt: string; post: AdminPost } | { target: "pending"; savedAt: string; baseVersion: number };
