/**
 * A copy document's zod schema, made from its shape: what the editor, the API, the import and the reader
 * of stored copy all check. Copy is plain text: no HTML, no Markdown. A text keeps its line breaks (a
 * multi-line field), nothing else; emphasis and links come from the layout, never from the words, so
 * nothing the owner types can change how a page is built or what it runs.
 */
import { z } from "zod";
import { PriceSchema } from "../shared/price.ts";
import { type CopyShape, ID_KEYS } from "./copy-shape.ts";
import { COPY_ICON_NAMES } from "./icons.ts";

/** Anything a browser could read as markup: a tag, a comment, a character reference. */
const MARKUP = /<\s*[a-z!/?]|&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the very characters refused
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/;

export const COPY_MESSAGES = {
  required: "Fill in this field.",
  markup: "Plain text only: take out the HTML (such as <b> or &amp;).",
  control: "Plain text only: take out the invisible control characters.",
  singleLine: "Keep this to one line.",
  email: "Enter an e-mail address, such as support@example.com.",
  phone: "Enter a phone number: digits, spaces, +, ( ) and - only.",
  link: "Enter a page of this site (such as /contact or #plans) or an address that starts with http:// or https://.",
  icon: "Choose an icon from the list.",
  number: "Enter a number.",
  fixed: "This part of the layout cannot be changed here.",
} as const;

export const tooLong = (max: number) => `At most ${max.toLocaleString("en-US")} characters.`;

/**
 * A site path, a fragment on the page, or an http(s) address; no other scheme (javascript:, data:, mailto:).
 * @example isCopyLink("/contact") // true
 * @example isCopyLink("javascript:alert(1)") // false
 */
export function isCopyLink(value: string): boolean {
  if (/^#[A-Za-z][\w-]*$/.test(value)) return true;
  if (/^\/(?![/\\])[^\s<>"]*$/.test(value)) return true;
  if (!/^https?:\/\//i.test(value) || /[\s<>"]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

function textSchema(shape: Extract<CopyShape, { kind: "text" }>) {
  let schema = z
    .string({ error: COPY_MESSAGES.required })
    .refine((text) => !MARKUP.test(text), { error: COPY_MESSAGES.markup })
    .refine((text) => !CONTROL.test(text), { error: COPY_MESSAGES.control })
    .refine((text) => text.length <= shape.max, { error: tooLong(shape.max) });
  if (shape.min > 0) schema = schema.refine((text) => text.trim().length >= shape.min, { error: COPY_MESSAGES.required });
  if (!shape.multiline) schema = schema.refine((text) => !text.includes("\n"), { error: COPY_MESSAGES.singleLine });
  if (shape.format === "email") schema = schema.refine((text) => z.email().safeParse(text).success, { error: COPY_MESSAGES.email });
  if (shape.format === "phone") schema = schema.refine((text) => /^\+?[\d\s().-]{7,25}$/.test(text), { error: COPY_MESSAGES.phone });
  return schema;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The schema of a field's stored (JSON) value. */
export function shapeSchema(shape: CopyShape): z.ZodType {
  const schema = baseSchema(shape);
  return shape.optional ? schema.optional() : schema;
}

function baseSchema(shape: CopyShape): z.ZodType {
  switch (shape.kind) {
    case "text":
      return textSchema(shape);
    case "link":
      return z.string({ error: COPY_MESSAGES.link }).refine(isCopyLink, { error: COPY_MESSAGES.link });
    case "icon":
      return z.enum(COPY_ICON_NAMES as [string, ...string[]], { error: COPY_MESSAGES.icon });
    case "number": {
      let schema = z
        .number({ error: COPY_MESSAGES.number })
        .min(shape.min, { error: `At least ${shape.min}.` })
        .max(shape.max, { error: `At most ${shape.max}.` });
      if (shape.integer) schema = schema.int({ error: "Enter a whole number." });
      return schema;
    }
    case "flag":
      return z.boolean();
    case "price":
      return PriceSchema;
    case "fixed":
      return z.unknown().refine((value) => shape.values.some((allowed) => sameJson(allowed, value)), { error: COPY_MESSAGES.fixed });
    case "code":
      return z.undefined();
    case "list": {
      const item = baseSchema(shape.item);
      return z
        .array(item)
        .min(shape.min, { error: shape.min === shape.max ? `Keep all ${shape.min}.` : `Keep at least ${shape.min}.` })
        .max(shape.max, { error: `At most ${shape.max}.` })
        .superRefine((items, ctx) => {
          if (!shape.keyed || shape.item.kind !== "group") return;
          // A keyed list is the defaults' items in any order: each one's name appears once.
          const fields = shape.item.fields;
          const fixedNames = ID_KEYS.filter((name) => fields[name]?.kind === "fixed");
          const seen = new Set<string>();
          items.forEach((item, index) => {
            const key = JSON.stringify(fixedNames.map((name) => (item as Record<string, unknown>)[name]));
            if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: COPY_MESSAGES.fixed });
            seen.add(key);
          });
        });
    }
    case "group": {
      const fields: Record<string, z.ZodType> = {};
      for (const [name, field] of Object.entries(shape.fields)) if (field.kind !== "code") fields[name] = shapeSchema(field);
      return z.object(fields).strict();
    }
  }
}

/** Each issue as its dotted field path and message: the editor shows them beside the fields, the API answers them. */
export function copyIssues(error: z.ZodError, prefix = ""): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: [prefix, ...issue.path.map(String)].filter(Boolean).join("."), message: issue.message }));
}
