/** What the Media tab's API accepts: the list's query and an upload's alt text. Isomorphic (the dialog checks with it too). */
import { z } from "zod";
import { MEDIA_ALT_MAX } from "./media.ts";
import { PageField } from "./redirect-schemas.ts";

/** The longest search the Media tab sends. */
export const MEDIA_SEARCH_MAX = 200;

export const MediaQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => (v ?? "").replaceAll("\u0000", "").trim())
    .refine((v) => v.length <= MEDIA_SEARCH_MAX, { message: `Search must be at most ${MEDIA_SEARCH_MAX} characters` }),
  page: PageField,
});
export type MediaQuery = z.output<typeof MediaQuery>;

/** An upload's key as its addresses name it. */
export const MediaKeyParam = z.object({ key: z.string().regex(/^[0-9a-f]{16}$/) });

export const MediaTextInput = z
  .object({
    alt: z
      .string({ error: "Alt text must be text" })
      .transform((v) => v.replaceAll("\u0000", "").replace(/\s+/g, " ").trim())
      .refine((v) => v.length <= MEDIA_ALT_MAX, { message: `Alt text must be at most ${MEDIA_ALT_MAX} characters` }),
    decorative: z.boolean({ error: "Decorative must be true or false" }).default(false),
  })
  .refine((v) => v.decorative || v.alt.length > 0, { path: ["alt"], message: "Describe the image, or mark it as decorative" });
export type MediaTextInput = z.output<typeof MediaTextInput>;
