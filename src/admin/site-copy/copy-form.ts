/**
 * The Site Copy editor's form, read back into a document: each field is named by its dotted path under
 * `f.` (`f.plans.plans.1.price.amount`), a list by its items' indices and a count (`f.faq.items.#`), a part
 * of the layout by a hidden field holding its JSON. The shape says what each name holds, so a form can
 * only ever make a document of the page's own shape; the schema then says whether its values may be kept.
 *
 * A list is changed by the button pressed (`op`): add, remove, move up or down, or put back the default of
 * a field, a block or a list. The editor applies it to the document read from the form and shows the result.
 */
import type { CopyShape, GroupShape } from "../../site-copy/copy-shape.ts";
import type { CopyJson } from "../../site-copy/copy-values.ts";

export const FIELD_PREFIX = "f.";
export const COUNT_SUFFIX = ".#";

/** A form's fields: every value of each name. */
export type FormFields = Map<string, string[]>;

/** @example formFields(await c.req.formData()) */
export function formFields(data: FormData | URLSearchParams): FormFields {
  const fields: FormFields = new Map();
  for (const [name, value] of data.entries()) {
    if (typeof value !== "string") continue;
    const list = fields.get(name);
    if (list) list.push(value);
    else fields.set(name, [value]);
  }
  return fields;
}

const one = (fields: FormFields, name: string) => fields.get(name)?.[0];

/** Typed text as kept: Windows line ends made one, no spaces at either end. */
function textOf(raw: string | undefined): string {
  return (raw ?? "").replace(/\r\n?/g, "\n").trim();
}

/** A number field: a number, or the typed text for the schema to refuse with its message. */
function numberOf(raw: string): number | string {
  const text = raw.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

function readField(shape: CopyShape, fields: FormFields, path: string): unknown {
  const name = FIELD_PREFIX + path;
  switch (shape.kind) {
    case "text":
    case "link":
    case "icon": {
      const value = textOf(one(fields, name));
      return value === "" && shape.optional ? undefined : value;
    }
    case "number": {
      const raw = one(fields, name) ?? "";
      return raw.trim() === "" && shape.optional ? undefined : numberOf(raw);
    }
    case "flag":
      return fields.has(name);
    case "price": {
      const amount = (one(fields, `${name}.amount`) ?? "").trim();
      return {
        amount: amount === "" ? null : numberOf(amount),
        currency: textOf(one(fields, `${name}.currency`)).toUpperCase(),
        period: textOf(one(fields, `${name}.period`)),
        label: textOf(one(fields, `${name}.label`)),
      };
    }
    case "fixed": {
      const raw = one(fields, name);
      if (raw === undefined || raw === "") return undefined;
      try {
        return JSON.parse(raw);
      } catch {
        return raw;
      }
    }
    case "code":
      return undefined;
    case "list": {
      const count = Number.parseInt(one(fields, name + COUNT_SUFFIX) ?? "0", 10);
      const items: unknown[] = [];
      for (let i = 0; i < Math.min(Number.isSafeInteger(count) ? count : 0, 1000); i++) items.push(readField(shape.item, fields, `${path}.${i}`));
      // A list some blocks do without (a legal section's bullets): none is no list at all.
      return items.length === 0 && shape.optional ? undefined : items;
    }
    case "group": {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape.fields)) {
        const value = readField(field, fields, path ? `${path}.${key}` : key);
        if (value !== undefined) out[key] = value;
      }
      // A group some blocks do without: nothing filled in is no group at all.
      return shape.optional && Object.values(out).every((value) => value === "" || value === false) ? undefined : out;
    }
  }
}

/** The document the form holds (not yet checked). */
export function documentFromForm(shape: GroupShape, fields: FormFields): CopyJson {
  return readField(shape, fields, "") as CopyJson;
}

export type ListOp = { kind: "add"; path: string } | { kind: "remove" | "up" | "down"; path: string; index: number } | { kind: "reset"; path: string };

/** The button pressed: `add:faq.items`, `remove:faq.items.2`, `up:…`, `down:…`, `reset:hero.title`. */
export function parseOp(raw: string | undefined): ListOp | undefined {
  const match = /^(add|remove|up|down|reset):([A-Za-z0-9_.]{1,300})$/.exec(raw ?? "");
  if (!match) return undefined;
  const [, kind, path] = match as unknown as [string, ListOp["kind"], string];
  if (kind === "add" || kind === "reset") return { kind, path };
  const dot = path.lastIndexOf(".");
  const index = Number(path.slice(dot + 1));
  if (dot < 0 || !Number.isSafeInteger(index)) return undefined;
  return { kind, path: path.slice(0, dot), index };
}

const segments = (path: string) => (path === "" ? [] : path.split("."));

/** The value at a dotted path, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let node = root;
  for (const key of segments(path)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The shape at a dotted path (list indices walk into the item), or undefined. */
export function shapeAt(shape: CopyShape, path: string): CopyShape | undefined {
  let node: CopyShape | undefined = shape;
  for (const key of segments(path)) {
    if (node?.kind === "group") node = node.fields[key];
    else if (node?.kind === "list" && /^\d+$/.test(key)) node = node.item;
    else return undefined;
  }
  return node;
}

function setAt(root: Record<string, unknown>, path: string, value: unknown): void {
  const keys = segments(path);
  const last = keys.pop();
  if (last === undefined) return;
  let node: Record<string, unknown> = root;
  for (const key of keys) {
    const next = node[key];
    if (next === null || typeof next !== "object") return;
    node = next as Record<string, unknown>;
  }
  if (value === undefined) delete node[last];
  else node[last] = value;
}

/** An item to add to a list: a copy of its last one (the owner edits it), or an empty one of the item's shape. */
function newItem(shape: CopyShape, items: unknown[]): unknown {
  const last = items.at(-1);
  if (last !== undefined) return structuredClone(last);
  return emptyOf(shape);
}

function emptyOf(shape: CopyShape): unknown {
  switch (shape.kind) {
    case "text":
    case "link":
      return "";
    case "icon":
      return "sparkles";
    case "number":
      return shape.min;
    case "flag":
      return false;
    case "price":
      return { amount: null, currency: "USD", period: "", label: "Contact us" };
    case "fixed":
      return shape.values[0];
    case "code":
      return undefined;
    case "list":
      return [];
    case "group":
      return Object.fromEntries(Object.entries(shape.fields).flatMap(([key, field]) => (field.kind === "code" || field.optional ? [] : [[key, emptyOf(field)]])));
  }
}

/**
 * The document after the button pressed. A change a list's bounds do not allow (a sixth of five, the last
 * of one) leaves it as it was; so does a path that is not the document's.
 */
export function applyOp(shape: GroupShape, doc: CopyJson, defaults: CopyJson, op: ListOp): CopyJson {
  const next = structuredClone(doc);
  if (op.kind === "reset") {
    if (shapeAt(shape, op.path) === undefined) return next;
    setAt(next, op.path, structuredClone(valueAt(defaults, op.path)));
    return next;
  }
  const list = shapeAt(shape, op.path);
  const items = valueAt(next, op.path);
  if (list?.kind !== "list" || !Array.isArray(items)) return next;
  if (op.kind === "add") {
    if (list.keyed || items.length >= list.max) return next;
    items.push(newItem(list.item, items));
    return next;
  }
  if (op.index < 0 || op.index >= items.length) return next;
  if (op.kind === "remove") {
    if (list.keyed || items.length <= list.min) return next;
    items.splice(op.index, 1);
    return next;
  }
  const to = op.kind === "up" ? op.index - 1 : op.index + 1;
  if (to < 0 || to >= items.length) return next;
  const [moved] = items.splice(op.index, 1);
  items.splice(to, 0, moved);
  return next;
}
