/** The shapes the /api/admin/* reads return (the API contract of issue 6); dates arrive as ISO strings. */
import type { PostInput } from "../../src/shared/admin-schemas.ts";
import type { BusinessType, ContactPreference, Goal, PainPoint } from "../../src/shared/lead-options.ts";

export type PostStatus = PostInput["status"];

/** A post as GET /api/admin/blog-posts returns it: the writable fields plus id and dates. */
export interface AdminPost extends Omit<PostInput, "tagIds" | "publishedAt"> {
  id: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt?: string;
  tagIds?: number[];
}

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  description: string | null;
}

export interface AdminTag {
  id: number;
  name: string;
  slug: string;
}

export interface AdminAuthor {
  id: number;
  name: string;
  bio: string | null;
  imageUrl: string | null;
}

export interface AdminApiKey {
  id: number;
  name: string;
  /** Masked by the server, except in the answer that creates it. */
  key: string;
  isActive: "true" | "false";
  lastUsedAt: string | null;
  createdAt: string;
}

export interface AdminLead {
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
}

export interface LeadPage {
  leads: AdminLead[];
  total: number;
  page: number;
  limit: number;
}
