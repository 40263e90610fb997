/**
 * One copy field as the editor's form shows it, by its shape: a text box sized to its bound, a link, an icon
 * chooser with the icon beside it, a number, a checkbox, a price's four parts, a list whose items move, go and
 * come within its bounds, or a group of fields. Layout parts ride along as hidden fields (copy-form.ts reads
 * them back). A field that differs from its default offers "Reset to default"; its error is beside it.
 */
import type { ReactNode } from "react";
import { PRICE_CURRENCIES } from "../../shared/price.ts";
import type { CopyShape } from "../../site-copy/copy-shape.ts";
import { humanize } from "../../site-copy/define-copy.ts";
import { COPY_ICON_NAMES, copyIcon } from "../../site-copy/icons.ts";
import { controlClass } from "../frame/shared/ui.tsx";
import { COUNT_SUFFIX, FIELD_PREFIX, valueAt } from "./copy-form.ts";

export interface FieldContext {
  defaults: unknown;
  /** Field path → its message. */
  errors: ReadonlyMap<string, string>;
}

export const fieldId = (path: string) => `copy-${path.replaceAll(".", "-")}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const labelClass = "text-sm font-medium text-slate-800";
const smallButton =
  "inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-2.5 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-40";

/** Keys whose name says less to an owner than a word of their own. */
const FIELD_WORDS: Record<string, string> = {
  href: "Link",
  cta: "Button",
  alt: "Image description (for screen readers)",
  eyebrow: "Small heading above the title",
  lead: "Introduction",
  badge: "Badge (such as Most Popular)",
};

/** A list index or a key, as a person reads it. */
function labelOf(key: string): string {
  return /^\d+$/.test(key) ? `Item ${Number(key) + 1}` : (FIELD_WORDS[key] ?? humanize(key));
}

function ResetButton({ path, value, ctx }: { path: string; value: unknown; ctx: FieldContext }) {
  const initial = valueAt(ctx.defaults, path);
  if (initial === undefined || same(initial, value)) return null;
  return (
    <button type="submit" name="op" value={`reset:${path}`} className={`${smallButton} ml-auto`} formNoValidate>
      Reset to default
    </button>
  );
}

function Described({ path, label, hint, children, value, ctx }: { path: string; label: string; hint?: string; children: ReactNode; value: unknown; ctx: FieldContext }) {
  const id = fieldId(path);
  const error = ctx.errors.get(path);
  return (
    <div className="grid content-start gap-1.5" data-copy-field={path}>
      <div className="flex min-h-8 items-center gap-2">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <ResetButton path={path} value={value} ctx={ctx} />
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="m-0 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="m-0 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(path: string, hint: boolean, ctx: FieldContext) {
  const id = fieldId(path);
  const ids = [hint ? `${id}-hint` : "", ctx.errors.has(path) ? `${id}-error` : ""].filter(Boolean).join(" ");
  return ids || undefined;
}

const inputClass = (invalid: boolean) => `${controlClass} min-h-10 ${invalid ? "border-red-600" : "border-slate-300"}`;

/** A field of any shape at `path`, holding `value`. */
export function CopyField({ shape, path, value, ctx, label }: { shape: CopyShape; path: string; value: unknown; ctx: FieldContext; label?: string }) {
  const name = FIELD_PREFIX + path;
  const id = fieldId(path);
  const invalid = ctx.errors.has(path);
  const title = label ?? labelOf(path.split(".").at(-1) ?? path);
  const text = value === undefined || value === null ? "" : String(value);
  switch (shape.kind) {
    case "text": {
      const hint = `${shape.optional || shape.min === 0 ? "Optional. " : ""}Up to ${shape.max.toLocaleString("en-US")} characters${shape.multiline ? "; a blank line starts a new paragraph where the page shows one" : ""}.`;
      const common = {
        id,
        name,
        defaultValue: text,
        maxLength: shape.max,
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy(path, true, ctx),
        className: inputClass(invalid),
        ...(shape.format === "email" ? { type: "email", autoComplete: "off" } : shape.format === "phone" ? { type: "tel", autoComplete: "off" } : {}),
      };
      return (
        <Described path={path} label={title} hint={hint} value={value} ctx={ctx}>
          {shape.multiline ? <textarea {...common} rows={Math.min(12, Math.max(3, Math.ceil(text.length / 70)))} /> : <input {...common} />}
        </Described>
      );
    }
    case "link":
      return (
        <Described path={path} label={title} hint="A page of this site (/contact, #plans) or an address starting with https://." value={value} ctx={ctx}>
          <input
            id={id}
            name={name}
            defaultValue={text}
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(path, true, ctx)}
            className={inputClass(invalid)}
          />
        </Described>
      );
    case "icon": {
      const Icon = copyIcon(text);
      return (
        <Described path={path} label={title} value={value} ctx={ctx}>
          <div className="flex items-center gap-3">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              {Icon ? <Icon aria-hidden="true" size={20} /> : null}
            </span>
            <select
              id={id}
              name={name}
              defaultValue={text}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy(path, false, ctx)}
              className={`${inputClass(invalid)} pr-8`}
            >
              {shape.optional ? <option value="">No icon</option> : null}
              {COPY_ICON_NAMES.map((icon) => (
                <option key={icon} value={icon}>
                  {humanize(icon)}
                </option>
              ))}
            </select>
          </div>
        </Described>
      );
    }
    case "number":
      return (
        <Described path={path} label={title} hint={`From ${shape.min} to ${shape.max}.`} value={value} ctx={ctx}>
          <input
            id={id}
            name={name}
            type="number"
            inputMode="decimal"
            step={shape.integer ? 1 : "any"}
            defaultValue={text}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(path, true, ctx)}
            className={`${inputClass(invalid)} max-w-40`}
          />
        </Described>
      );
    case "flag":
      return (
        <div className="flex min-h-10 items-center gap-2" data-copy-field={path}>
          <input id={id} name={name} type="checkbox" defaultChecked={value === true} className="h-4 w-4 accent-brand-600" />
          <label htmlFor={id} className={labelClass}>
            {title}
          </label>
          <ResetButton path={path} value={value} ctx={ctx} />
        </div>
      );
    case "price":
      return <PriceField path={path} value={value} ctx={ctx} title={title} />;
    case "fixed":
      return value === undefined ? null : <input type="hidden" name={name} value={JSON.stringify(value)} />;
    case "code":
      return null;
    case "list":
      return <ListField shape={shape} path={path} value={value} ctx={ctx} title={title} />;
    case "group": {
      const fields = <GroupFields shape={shape} path={path} value={value} ctx={ctx} />;
      // A group inside a block (an image, a button) is set apart with its name; a list's item has its own header.
      if (!path.includes(".") || /\.\d+$/.test(path)) return fields;
      return (
        <fieldset className="m-0 grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-slate-200 p-3" data-copy-field={path}>
          <legend className="flex w-full items-center gap-2 px-1 text-sm font-semibold text-slate-800">
            {title}
            <ResetButton path={path} value={value} ctx={ctx} />
          </legend>
          {fields}
        </fieldset>
      );
    }
  }
}

function PriceField({ path, value, ctx, title }: { path: string; value: unknown; ctx: FieldContext; title: string }) {
  const price = (value ?? {}) as Record<string, unknown>;
  const part = (key: string) => `${path}.${key}`;
  const error = ctx.errors.get(path) ?? ["amount", "currency", "period", "label"].map((key) => ctx.errors.get(part(key))).find(Boolean);
  const amount = price.amount === null || price.amount === undefined ? "" : String(price.amount);
  return (
    <fieldset className="m-0 grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3" data-copy-field={path}>
      <legend className="flex w-full items-center gap-2 px-1 text-sm font-semibold text-slate-800">
        {title}
        <ResetButton path={path} value={value} ctx={ctx} />
      </legend>
      <div className="grid gap-3 sm:grid-cols-[8rem_7rem_minmax(0,1fr)]">
        <div className="grid gap-1">
          <label htmlFor={fieldId(part("amount"))} className="text-xs font-medium text-slate-700">
            Amount
          </label>
          <input
            id={fieldId(part("amount"))}
            name={FIELD_PREFIX + part("amount")}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={amount}
            aria-describedby={`${fieldId(path)}-hint`}
            className={inputClass(ctx.errors.has(part("amount")))}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={fieldId(part("currency"))} className="text-xs font-medium text-slate-700">
            Currency
          </label>
          <select id={fieldId(part("currency"))} name={FIELD_PREFIX + part("currency")} defaultValue={String(price.currency ?? "USD")} className={`${inputClass(false)} pr-8`}>
            {[...new Set([String(price.currency ?? "USD"), ...PRICE_CURRENCIES])].map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={fieldId(part("period"))} className="text-xs font-medium text-slate-700">
            After the amount
          </label>
          <input
            id={fieldId(part("period"))}
            name={FIELD_PREFIX + part("period")}
            defaultValue={String(price.period ?? "")}
            maxLength={40}
            placeholder="/mo"
            className={inputClass(ctx.errors.has(part("period")))}
          />
        </div>
      </div>
      <div className="grid gap-1">
        <label htmlFor={fieldId(part("label"))} className="text-xs font-medium text-slate-700">
          Shown instead of an amount
        </label>
        <input
          id={fieldId(part("label"))}
          name={FIELD_PREFIX + part("label")}
          defaultValue={String(price.label ?? "")}
          maxLength={40}
          placeholder="Contact us"
          className={inputClass(ctx.errors.has(part("label")))}
        />
      </div>
      <p id={`${fieldId(path)}-hint`} className="m-0 text-xs text-slate-600">
        Leave the amount empty to show the label (such as Contact us) with no price; an amount of 0 with a label (Free) shows the label. Search engines see every amount.
      </p>
      {error ? <p className="m-0 text-xs font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** What names an item in its list: its first words (a question, a plan's name), else its place. */
function itemTitle(item: unknown, index: number): string {
  if (typeof item === "string") return item.length > 60 ? `${item.slice(0, 57)}…` : item || `Item ${index + 1}`;
  if (item && typeof item === "object") {
    for (const key of ["name", "title", "question", "label", "term", "value", "heading"]) {
      const text = (item as Record<string, unknown>)[key];
      if (typeof text === "string" && text) return text.length > 60 ? `${text.slice(0, 57)}…` : text;
    }
  }
  return `Item ${index + 1}`;
}

function ListField({ shape, path, value, ctx, title }: { shape: Extract<CopyShape, { kind: "list" }>; path: string; value: unknown; ctx: FieldContext; title: string }) {
  const items = Array.isArray(value) ? value : [];
  const error = ctx.errors.get(path);
  const bounds = shape.keyed ? `${items.length} items: reorder and edit them` : shape.min === shape.max ? `${shape.min} items` : `${shape.min} to ${shape.max} items`;
  const single = shape.item.kind !== "group" && shape.item.kind !== "price" && shape.item.kind !== "list";
  return (
    <fieldset className="m-0 grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-slate-200 p-3" data-copy-field={path}>
      <legend className="flex w-full flex-wrap items-center gap-2 px-1 text-sm font-semibold text-slate-800">
        {title} <span className="text-xs font-normal text-slate-600">({bounds})</span>
        <ResetButton path={path} value={value} ctx={ctx} />
      </legend>
      <input type="hidden" name={FIELD_PREFIX + path + COUNT_SUFFIX} value={items.length} />
      <ol className="m-0 grid min-w-0 list-none grid-cols-[minmax(0,1fr)] gap-3 p-0">
        {items.map((item, index) => {
          const itemPath = `${path}.${index}`;
          const name = itemTitle(item, index);
          return (
            <li key={index} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-700">
                  {index + 1}. {name}
                </span>
                <button type="submit" name="op" value={`up:${itemPath}`} disabled={index === 0} className={smallButton} formNoValidate aria-label={`Move up: ${name}`}>
                  Up
                </button>
                <button
                  type="submit"
                  name="op"
                  value={`down:${itemPath}`}
                  disabled={index === items.length - 1}
                  className={smallButton}
                  formNoValidate
                  aria-label={`Move down: ${name}`}
                >
                  Down
                </button>
                {shape.keyed ? null : (
                  <button
                    type="submit"
                    name="op"
                    value={`remove:${itemPath}`}
                    disabled={items.length <= shape.min}
                    className={`${smallButton} text-red-700`}
                    formNoValidate
                    aria-label={`Remove: ${name}`}
                  >
                    Remove
                  </button>
                )}
              </div>
              <CopyField shape={shape.item} path={itemPath} value={item} ctx={ctx} label={single ? "Text" : undefined} />
            </li>
          );
        })}
      </ol>
      {shape.keyed ? null : (
        <div>
          <button type="submit" name="op" value={`add:${path}`} disabled={items.length >= shape.max} className={smallButton} formNoValidate>
            Add to {title.toLowerCase()}
          </button>
        </div>
      )}
      {error ? <p className="m-0 text-xs font-medium text-red-700">{error}</p> : null}
    </fieldset>
  );
}

function GroupFields({ shape, path, value, ctx }: { shape: Extract<CopyShape, { kind: "group" }>; path: string; value: unknown; ctx: FieldContext }) {
  const given = (value ?? {}) as Record<string, unknown>;
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-4">
      {Object.entries(shape.fields).map(([key, field]) => (
        <CopyField key={key} shape={field} path={path ? `${path}.${key}` : key} value={given[key]} ctx={ctx} />
      ))}
    </div>
  );
}
