/**
 * 'Create Blog Post' / 'Edit Blog Post': Title, Slug (from the title by the site's slug rule, slugify,
 * editable, overwritten when the title changes again), Excerpt, Content with its live preview,
 * Author, Category, Tags, Featured Image URL, Status (new posts start as Draft) and the publish date
 * (a future one schedules the post), then the SEO and Open Graph sections. 900 px wide; the body
 * scrolls between a fixed title and fixed buttons.
 */
import { type ChangeEvent, type RefObject, useId, useState } from "react";
import type { AdminAuthor, AdminCategory, AdminPost, AdminTag } from "../../src/shared/admin-api.ts";
import { formatAdminDateTime, fromDateTimeInput, toDateTimeInput } from "../../src/shared/admin-format.ts";
import { PostInput } from "../../src/shared/admin-schemas.ts";
import type { ContentFormat } from "../../src/shared/post-content.ts";
import type { PostStatus } from "../../src/shared/post-fields.ts";
import { slugify } from "../../src/shared/slugify.ts";
import { ContentEditor } from "./content-editor.tsx";
import { Dialog, DialogBody, SaveCancelFooter } from "./dialog.tsx";
import { FieldSection, FormError, SelectField, TextAreaField, TextField, UrlField } from "./fields.tsx";
import type { FieldErrors } from "./form-errors.ts";
import { entityText } from "./messages.ts";
import { saveTarget, submitEntity, useDialogSave } from "./submit.ts";

const text = entityText.post;
const POSTS_PATH = "/api/admin/blog-posts";

interface PostForm {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  contentFormat: ContentFormat;
  authorId: string;
  categoryId: string;
  tagIds: number[];
  featuredImageUrl: string;
  status: PostStatus;
  /** The date-time input's value: local wall time, "yyyy-MM-ddTHH:mm", or "" for none picked. */
  publishedAt: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  ogTitle: string;
  ogDescription: string;
  ogImageUrl: string;
}

/** The fields typed as plain text. */
type TextKey = { [K in keyof PostForm]: PostForm[K] extends string ? (string extends PostForm[K] ? K : never) : never }[keyof PostForm];

/** Every field of the schema is on the form, so a server error on any of them shows beside it. */
const FIELDS = PostInput.keyof().options;

function initialForm(post: AdminPost | null): PostForm {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    contentFormat: post?.contentFormat ?? "html",
    authorId: post?.authorId ? String(post.authorId) : "",
    categoryId: post?.categoryId ? String(post.categoryId) : "",
    tagIds: post?.tagIds ?? [],
    featuredImageUrl: post?.featuredImageUrl ?? "",
    status: post?.status ?? "draft",
    publishedAt: toDateTimeInput(post?.publishedAt ?? null),
    metaTitle: post?.metaTitle ?? "",
    metaDescription: post?.metaDescription ?? "",
    metaKeywords: post?.metaKeywords ?? "",
    ogTitle: post?.ogTitle ?? "",
    ogDescription: post?.ogDescription ?? "",
    ogImageUrl: post?.ogImageUrl ?? "",
  };
}

/**
 * The admin API's post body: every field; ids as numbers or null; the publish date as an instant (ISO 8601), the
 * stored one to the millisecond when the owner left it as it was (the input shows minutes only).
 */
function toPayload(form: PostForm, post: AdminPost | null): Record<string, unknown> {
  const unchanged = post?.publishedAt && form.publishedAt === toDateTimeInput(post.publishedAt);
  return {
    ...form,
    authorId: form.authorId ? Number(form.authorId) : null,
    categoryId: form.categoryId ? Number(form.categoryId) : null,
    publishedAt: unchanged ? post.publishedAt : fromDateTimeInput(form.publishedAt),
  };
}

/** What the chosen status and time mean, in words, under the date field. */
function publishHint(form: PostForm, timeZone: string): string {
  const at = fromDateTimeInput(form.publishedAt);
  const zone = `Your time zone (${timeZone}).`;
  if (at === "")
    return form.publishedAt
      ? "Enter a full date and time."
      : form.status === "published"
        ? `Empty: published the moment you save. ${zone}`
        : `Empty: set when the post is published. ${zone}`;
  if (form.status === "published" && Date.parse(at) > Date.now()) return `Scheduled: goes live ${formatAdminDateTime(at)}. ${zone}`;
  return zone;
}

export interface PostDialogProps {
  post: AdminPost | null;
  authors: AdminAuthor[];
  categories: AdminCategory[];
  tags: AdminTag[];
  onClose: () => void;
  onSaved: () => Promise<void>;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

export function PostDialog({ post, authors, categories, tags, onClose, onSaved, fallbackFocus }: PostDialogProps) {
  const [form, setForm] = useState(() => initialForm(post));
  const [errors, setErrors] = useState<FieldErrors>({});
  const tagsLegendId = useId();
  const editing = post !== null;
  // The dialog opens after hydration, so the browser's zone is known and never meets the server's.
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

  function set<K extends keyof PostForm>(key: K, value: PostForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
  }

  /** A text field's value, error and change handler for one of the form's text fields. */
  function bind(key: TextKey) {
    return { value: form[key], error: errors[key], onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(key, e.target.value) };
  }

  function toggleTag(id: number, on: boolean) {
    setForm((f) => ({ ...f, tagIds: on ? [...f.tagIds, id] : f.tagIds.filter((t) => t !== id) }));
  }

  const { pending, onSubmit, cancel } = useDialogSave(
    () => submitEntity({ schema: PostInput, values: toPayload(form, post), fields: FIELDS, ...saveTarget(POSTS_PATH, post?.id ?? null, text), setErrors, onSuccess: onSaved }),
    onClose,
  );

  return (
    <Dialog title={editing ? "Edit Blog Post" : "Create Blog Post"} size="lg" onClose={onClose} busy={pending} fallbackFocus={fallbackFocus} testId="post-dialog">
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <FormError message={errors.form} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Title"
              required
              autoComplete="off"
              value={form.title}
              error={errors.title}
              onChange={(e) => {
                const title = e.target.value;
                setForm((f) => ({ ...f, title, slug: slugify(title) }));
              }}
            />
            <TextField
              label="Slug"
              required
              autoComplete="off"
              spellCheck={false}
              inputClassName="font-mono"
              hint="Filled from the title; the post's address is /blog/{slug}."
              {...bind("slug")}
            />
            <TextAreaField className="sm:col-span-2" label="Excerpt" rows={2} hint="One or two sentences for the blog list and search results." {...bind("excerpt")} />
            <div className="sm:col-span-2">
              <ContentEditor
                value={form.content}
                format={form.contentFormat}
                onChange={(v) => set("content", v)}
                onFormatChange={(f) => set("contentFormat", f)}
                error={errors.content ?? errors.contentFormat}
              />
            </div>
            <SelectField
              label="Author"
              value={form.authorId}
              error={errors.authorId}
              onChange={(e) => set("authorId", e.target.value)}
              options={[{ value: "", label: "No author" }, ...authors.map((a) => ({ value: String(a.id), label: a.name }))]}
            />
            <SelectField
              label="Category"
              value={form.categoryId}
              error={errors.categoryId}
              onChange={(e) => set("categoryId", e.target.value)}
              options={[{ value: "", label: "No category" }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
            />
            <fieldset className="m-0 grid gap-1.5 border-0 p-0 sm:col-span-2" aria-describedby={errors.tagIds ? `${tagsLegendId}-error` : undefined}>
              <legend id={tagsLegendId} className="mb-1.5 p-0 text-sm font-medium text-slate-800">
                Tags
              </legend>
              {tags.length === 0 ? (
                <p className="m-0 text-sm text-slate-500">No tags yet: add them in the Tags tab.</p>
              ) : (
                <div className="flex flex-wrap gap-2">
                  {tags.map((tag) => {
                    const checked = form.tagIds.includes(tag.id);
                    return (
                      <label
                        key={tag.id}
                        className={`inline-flex cursor-pointer select-none items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 motion-reduce:transition-none ${
                          checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-300 bg-white text-slate-700 hover:border-slate-400"
                        }`}
                      >
                        <input type="checkbox" checked={checked} onChange={(e) => toggleTag(tag.id, e.target.checked)} className="h-4 w-4 accent-brand-600 outline-none" />
                        {tag.name}
                      </label>
                    );
                  })}
                </div>
              )}
              {errors.tagIds ? (
                <p id={`${tagsLegendId}-error`} className="m-0 text-xs font-medium text-red-700">
                  {errors.tagIds}
                </p>
              ) : null}
            </fieldset>
            <UrlField className="sm:col-span-2" label="Featured Image URL" {...bind("featuredImageUrl")} />
            <SelectField
              label="Status"
              value={form.status}
              error={errors.status}
              onChange={(e) => set("status", e.target.value as PostStatus)}
              options={[
                { value: "draft", label: "Draft" },
                { value: "published", label: "Published" },
              ]}
            />
            <TextField label="Publish date" type="datetime-local" step={60} hint={publishHint(form, timeZone)} {...bind("publishedAt")} />
            <div className="flex">
              <FieldSection title="SEO" description="For search results; empty fields fall back to the title and excerpt.">
                <TextField label="Meta Title" {...bind("metaTitle")} />
                <TextAreaField label="Meta Description" rows={2} {...bind("metaDescription")} />
                <TextField label="Meta Keywords" placeholder="ai receptionist, missed calls" {...bind("metaKeywords")} />
              </FieldSection>
            </div>
            <div className="flex">
              <FieldSection title="Open Graph" description="For link previews on social networks.">
                <TextField label="OG Title" {...bind("ogTitle")} />
                <TextAreaField label="OG Description" rows={2} {...bind("ogDescription")} />
                <UrlField label="OG Image URL" {...bind("ogImageUrl")} />
              </FieldSection>
            </div>
          </div>
        </DialogBody>
        <SaveCancelFooter pending={pending} onCancel={cancel} />
      </form>
    </Dialog>
  );
}
