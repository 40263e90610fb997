/**
 * What each field of a copy document is, read from its defaults (today's copy): a text with its length
 * bounds, a link, an icon, a number, a flag, a price, a list with its bounds, a group of fields, or a part
 * of the layout the owner cannot change. The shape is the one source of the document's zod schema
 * (copy-schema.ts), of the editor's form (src/admin/site-copy/) and of the tests' markers and longest
 * values: a field added to the copy is editable, checked and tested the moment it is written.
 */
import { copyIconName } from "./icons.ts";

interface Optional {
  /** Absent in some defaults (a plan without a badge): the owner may leave it empty. */
  optional: boolean;
}
export interface TextShape extends Optional {
  kind: "text";
  min: number;
  max: number;
  multiline: boolean;
  format: "plain" | "email" | "phone";
}
export interface LinkShape extends Optional {
  kind: "link";
}
export interface IconShape extends Optional {
  kind: "icon";
}
export interface NumberShape extends Optional {
  kind: "number";
  min: number;
  max: number;
  integer: boolean;
}
export interface FlagShape extends Optional {
  kind: "flag";
}
export interface PriceShape extends Optional {
  kind: "price";
}
/** Part of the layout (an anchor, a button style, an image file): kept as the defaults have it; in a list, any of the defaults' values. */
export interface FixedShape extends Optional {
  kind: "fixed";
  values: unknown[];
}
/** Code in the copy module (a function): never stored, always the default's. */
export interface CodeShape extends Optional {
  kind: "code";
}
export interface ListShape extends Optional {
  kind: "list";
  item: CopyShape;
  min: number;
  max: number;
  /** Its items carry fixed parts that name them (a plan's id): they may be reordered and edited, not added or removed. */
  keyed: boolean;
}
export interface GroupShape extends Optional {
  kind: "group";
  fields: Record<string, CopyShape>;
}
export type CopyShape = TextShape | LinkShape | IconShape | NumberShape | FlagShape | PriceShape | FixedShape | CodeShape | ListShape | GroupShape;

/** What a document may say about its fields beyond what the defaults show; paths are dotted, `*` for any list item. */
export interface CopyRules {
  /** Fields kept as the defaults have them (layout, not copy), beyond the keys every document keeps. */
  fixed?: readonly string[];
  /** Lists with their own bounds. */
  lists?: Readonly<Record<string, { min: number; max: number }>>;
  /** Fields that are links although their key does not say so (a social network's address). */
  links?: readonly string[];
  /** Texts with their own maximum length. */
  maxLength?: Readonly<Record<string, number>>;
}

/** Keys that are layout wherever they appear: where a page lives, anchors, button styles, image files and sizes, plan ids. */
export const FIXED_KEYS: ReadonlySet<string> = new Set([
  "path",
  "id",
  "slug",
  "variant",
  "newTab",
  "src",
  "width",
  "height",
  "heightPx",
  "plan",
  "tone",
  "color",
  "swatch",
  "scores",
]);

/** Fixed keys that name a list's item (an anchor, a plan): such a list is reordered and edited, never grown or cut. */
export const ID_KEYS: readonly string[] = ["id", "slug", "plan"];

/** The longest a text may grow from its default: half as long again, plus a few words. */
export function derivedMaxLength(longestDefault: number): number {
  return Math.min(20_000, Math.ceil(longestDefault * 1.5) + 12);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

const isPrice = (value: unknown) => isPlainObject(value) && "amount" in value && "currency" in value && "period" in value && "label" in value;

/**
 * The shape of a document from its defaults.
 * @example copyShape({ hero: { title: "Hello" } }).fields.hero // { kind: "group", fields: { title: { kind: "text", max: 20, … } } }
 */
export function copyShape(defaults: Record<string, unknown>, rules: CopyRules = {}): GroupShape {
  const shape = derive([defaults], "", "", rules);
  if (shape.kind !== "group") throw new Error("A copy document's defaults must be an object");
  return shape;
}

function derive(values: unknown[], path: string, key: string, rules: CopyRules): CopyShape {
  const present = values.filter((value) => value !== undefined && value !== null);
  const optional = present.length < values.length;
  if (present.length === 0) throw new Error(`Copy field ${path || "(root)"} has no default value`);
  if (present.some((value) => typeof value === "function" && copyIconName(value) === undefined)) {
    if (path.includes("*")) throw new Error(`Copy field ${path}: code in a list item cannot be kept`);
    return { kind: "code", optional };
  }
  if (FIXED_KEYS.has(key) || rules.fixed?.includes(path))
    return { kind: "fixed", optional, values: [...new Set(present.map((value) => JSON.stringify(value)))].map((json) => JSON.parse(json)) };
  if (present.every((value) => copyIconName(value) !== undefined)) return { kind: "icon", optional };
  if (present.every(isPrice)) return { kind: "price", optional };
  const kinds = new Set(present.map((value) => (Array.isArray(value) ? "array" : typeof value)));
  if (kinds.size > 1) throw new Error(`Copy field ${path}: defaults of different kinds (${[...kinds].join(", ")})`);
  const [kind] = kinds;
  if (kind === "string") {
    const strings = present as string[];
    if (key === "href" || /Href$/.test(key) || /Url$/.test(key) || rules.links?.includes(path)) return { kind: "link", optional };
    const longest = Math.max(...strings.map((text) => text.length));
    const format = /email$/i.test(key) ? "email" : /phone$/i.test(key) ? "phone" : "plain";
    return {
      kind: "text",
      optional,
      min: !optional && strings.every((text) => text.length > 0) ? 1 : 0,
      max: rules.maxLength?.[path] ?? derivedMaxLength(longest),
      multiline: longest > 100 || strings.some((text) => text.includes("\n")),
      format,
    };
  }
  if (kind === "number") {
    const numbers = present as number[];
    return { kind: "number", optional, min: Math.min(0, ...numbers), max: Math.max(100, ...numbers.map((n) => n * 10)), integer: numbers.every(Number.isInteger) };
  }
  if (kind === "boolean") return { kind: "flag", optional };
  if (kind === "array") {
    const lists = present as unknown[][];
    const item = derive(lists.flat(), `${path}.*`, "*", rules);
    const keyed = item.kind === "group" && ID_KEYS.some((name) => item.fields[name]?.kind === "fixed");
    const shortest = Math.min(...lists.map((list) => list.length));
    const longest = Math.max(...lists.map((list) => list.length));
    const bounds = rules.lists?.[path] ?? (keyed ? { min: longest, max: longest } : { min: shortest > 0 ? 1 : 0, max: longest + Math.max(3, Math.ceil(longest / 2)) });
    return { kind: "list", optional, item, keyed, ...bounds };
  }
  if (kind === "object") {
    if (!present.every(isPlainObject)) throw new Error(`Copy field ${path}: only plain objects can be copy`);
    const objects = present as Record<string, unknown>[];
    const keys = [...new Set(objects.flatMap((object) => Object.keys(object)))];
    const fields: Record<string, CopyShape> = {};
    for (const name of keys)
      fields[name] = derive(
        objects.map((object) => object[name]),
        path ? `${path}.${name}` : name,
        name,
        rules,
      );
    return { kind: "group", optional, fields };
  }
  throw new Error(`Copy field ${path}: a ${kind} cannot be copy`);
}

/** Each field of a shape with its dotted path (list items as `*`), depth first: for tests and tools. */
export function* shapeFields(shape: CopyShape, path = ""): Generator<{ path: string; shape: CopyShape }> {
  yield { path, shape };
  if (shape.kind === "group") for (const [name, field] of Object.entries(shape.fields)) yield* shapeFields(field, path ? `${path}.${name}` : name);
  if (shape.kind === "list") yield* shapeFields(shape.item, `${path}.*`);
}
