/** The search and social fields a post carries, and each revision keeps as they were after its write. */
import { text } from "drizzle-orm/pg-core";

/** New column builders on each call: a table cannot share another's. */
export const postMetaColumns = () => ({
  metaTitle: text("meta_title"),
  metaDescription: text("meta_description"),
  metaKeywords: text("meta_keywords"),
  ogTitle: text("og_title"),
  ogDescription: text("og_description"),
  ogImageUrl: text("og_image_url"),
});
