/** The shapes the /api/admin/* reads return (the API contract of issue 6); dates arrive as ISO strings. */
import type { BusinessType, ContactPreference, Goal, PainPoint } from "../../src/shared/lead-options.ts";

export type PostStatus = "draft" | "published";

export interface AdminPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  authorId: number | null;
  categoryId: number | null;
  featuredImageUrl: string | null;
  status: PostStatus;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  ogTitle: string | null;
  ogDescription: string | null;
  ogImageUrl: string | null;
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
