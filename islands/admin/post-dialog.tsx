/**
 * 'Create Blog Post' / 'Edit Blog Post': Title, Slug (from the title by the site's slug rule, slugify,
 * editable, overwritten when the title changes again), Excerpt, Content with its live preview,
 * Author, Category, Tags, Featured Image URL (typed, or uploaded with its Upload button), Status (new posts start as Draft) and the publish date
 * (a future one schedules the post), then the SEO and Open Graph sections. 900 px wide; the body
 * scrolls between a fixed title and fixed buttons.
 *
 * The owner's work is never lost and never overwrites someone else's by accident:
 * - it is autosaved (post-autosave.ts), and opening the post again offers work that was not saved into it;
 * - Save sends the version the editor started from (or moved on to after an autosave or a restore); when the
 *   post was saved elsewhere meanwhile, nothing is written and both versions are shown side by side;
 * - closing (Cancel, Escape, ×) is at once; work that is only in this browser or only a pending version stays
 *   there, offered when the post is opened again, and the toast that says so has an Undo that opens it again;
 * - the Revisions panel lists, compares and restores the post's saved versions.
 */
import { History } from "lucide-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import { lastAuthor, rememberAuthor } from "../../src/admin/posts/client/last-author.ts";
import { postSavedAction } from "../../src/admin/posts/client/post-saved-action.ts";
import type { AdminAuthor, AdminCategory, AdminPost, AdminTag } from "../../src/shared/admin-api.ts";
import { formatAdminDateTime, fromDateTimeInput, toDateTimeInput } from "../../src/shared/admin-format.ts";
import { type LabelledPostField, POST_FIELD_LABELS, POST_INPUT_FIELDS, type PostStatus } from "../../src/shared/post-fields.ts";
import { previewPostState } from "../../src/shared/preview-links.ts";
import { slugify } from "../../src/shared/slugify.ts";
import { showToast } from "../lib/toast.ts";
import { AutosaveStatusLine, CLOSED_KEPT_IN_BROWSER, CLOSED_KEPT_PENDING, type ClosedWorkKept, UnsavedWorkOffer } from "./autosave-notices.tsx";
import { ContentEditor } from "./content-editor.tsx";
import { Dialog } from "./dialog.tsx";
import { differencesOf } from "./diff-view.tsx";
import { FieldSection, FormError, SelectField, TextAreaField, TextField } from "./fields.tsx";
import type { FieldErrors } from "./form-errors.ts";
import { ImageUrlField } from "./image-url-field.tsx";
import { entityText } from "./messages.ts";
import { clearLocalCopy, discardUnsavedWork, findUnsavedWork, type UnsavedWork, usePostAutosave } from "./post-autosave.ts";
import { COMPARED_FIELDS, formFromPayload, initialForm, type PostForm, type TextKey, toPayload } from "./post-form.ts";
import { PreviewLinks } from "./preview-links.tsx";
import { RevisionsPanel } from "./revisions-panel.tsx";
import { StaleVersionNotice } from "./stale-version-notice.tsx";
import { saveTarget, submitEntity, useDialogSave } from "./submit.ts";
import { useUnsavedGuard } from "./use-unsaved-guard.ts";

const text = entityText.post;
const POSTS_PATH = "/api/admin/blog-posts";

/**
 * The empty choice of Author and Category. The list and the public pages call a post without one "Unknown",
 * so the form uses the same word, and says what it means.
 */
export const NO_AUTHOR_OR_CATEGORY = "Unknown (none)";

/** Every field of the schema is on the form, so a server error on any of them shows beside it. */
const FIELDS = POST_INPUT_FIELDS;

/**
 * The write's schema, with zod, fetched when first wanted (the first save) rather than with the dialog: opening it
 * stays light. The server checks the same schema again.
 */
const postSchema = () => import("../../src/shared/admin-schemas.ts").then((schemas) => schemas.PostInput);

/** What the chosen status and time mean, in words, under the date field; `previous` is the date a draft had when it was published before. */
function publishHint(form: PostForm, timeZone: string, previous: string | null): string {
  const at = fromDateTimeInput(form.publishedAt);
  const zone = `Your time zone (${timeZone}).`;
  if (form.status === "published" && previous && form.publishedAt === toDateTimeInput(previous))
    return `The date it was published with before: it keeps its place on the blog. Empty the field to publish it as new. ${zone}`;
  if (at === "")
    return form.publishedAt
      ? "Enter a full date and time."
      : form.status === "published"
        ? `Empty: published the moment you save. ${zone}`
        : `Empty: set when the post is published. ${zone}`;
  if (form.status === "published" && Date.parse(at) > Date.now()) return `Scheduled: goes live ${formatAdminDateTime(at)}. ${zone}`;
  return zone;
}

/**
 * Under the slug: the rule, or — when a live post's address is about to change — what Save will do about
 * the links already out there (a permanent redirect from the old address, added by the server).
 */
function slugHint(post: AdminPost | null, slug: string): string {
  const live = post?.status === "published" && post.publishedAt !== null && Date.parse(post.publishedAt) <= Date.now();
  if (!post || !live || slug === post.slug || slug === "") return "Filled from the title; the post's address is /blog/{slug}.";
  return `This post is live: saving moves it to /blog/${slug}, and /blog/${post.slug} will redirect there (301), so old links keep working.`;
}

export interface PostDialogProps {
  post: AdminPost | null;
  authors: AdminAuthor[];
  categories: AdminCategory[];
  tags: AdminTag[];
  onClose: () => void;
  onSaved: () => Promise<void>;
  /** Opens the editor on the same post again (the close toast's Undo): it offers the work the close kept. */
  onReopen?: () => void;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

export function PostDialog({ post, authors, categories, tags, onClose, onSaved, onReopen, fallbackFocus }: PostDialogProps) {
  // A new post starts with the author last chosen in this browser; an existing one with its own.
  const startingForm = () => (post ? initialForm(post) : { ...initialForm(null), authorId: lastAuthor(authors) });
  const [form, setForm] = useState(startingForm);
  /** The post as the server last answered it (after an autosave into the draft, a restore, "Reload theirs"). */
  const [savedPost, setSavedPost] = useState(post);
  /** The form as the server holds it: the form differs from it while there is work not saved into the post. */
  const [baselineJson, setBaselineJson] = useState(() => JSON.stringify(startingForm()));
  const version = useRef<number | null>(post?.version ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Someone saved the post since this editor read it: their version, shown beside the form. */
  const [conflict, setConflict] = useState<AdminPost | null>(null);
  /** Counts the owner's actions (Save, a restore) that met a conflict: each moves the focus to the notice. A conflict met by an autosave while typing leaves the focus in the text. */
  const [conflictFocus, setConflictFocus] = useState(0);
  /** Older unsaved work to offer; "checking" while it is looked for. */
  const [offer, setOffer] = useState<UnsavedWork | "checking" | null>("checking");
  const [showRevisions, setShowRevisions] = useState(false);
  /** The post itself changed while the dialog was open (an autosave of the draft, a restore): the list reads it again on close. */
  const postChanged = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const latestForm = useRef(form);
  latestForm.current = form;
  const tagsLegendId = useId();
  const editing = post !== null;
  const postId = savedPost?.id ?? null;
  // The dialog opens after hydration, so the browser's zone is known and never meets the server's.
  const [timeZone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

  const formJson = JSON.stringify(form);
  const dirty = formJson !== baselineJson;
  const autosave = usePostAutosave({
    postId,
    payload: toPayload(form, savedPost),
    formJson,
    dirty,
    pauseAll: offer !== null,
    pauseServer: conflict !== null,
    version,
    onDraftSaved(saved, sentFormJson) {
      version.current = saved.version;
      postChanged.current = true;
      setSavedPost(saved);
      // An autosave keeps a draft a draft (only Save publishes): a status or date chosen in the form is still unsaved.
      const sent = JSON.parse(sentFormJson) as PostForm;
      setBaselineJson(JSON.stringify({ ...sent, status: saved.status, publishedAt: toDateTimeInput(saved.publishedAt) }));
    },
    onStale: setConflict,
  });

  // Opening: is there newer work than the post (a pending autosave, this browser's copy)?
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, against the post as it opened
  useEffect(() => {
    let open = true;
    findUnsavedWork(post?.id ?? null, toPayload(startingForm(), post)).then((work) => open && setOffer(work));
    return () => {
      open = false;
    };
  }, []);

  /** The form now shows the post exactly as the server holds it. */
  function showServerPost(current: AdminPost) {
    const next = initialForm(current);
    const json = JSON.stringify(next);
    version.current = current.version;
    setSavedPost(current);
    setForm(next);
    setBaselineJson(json);
    autosave.serverHas(json);
    autosave.setStatus({ kind: "idle" });
    clearLocalCopy(current.id);
  }

  function restoreOffered(work: UnsavedWork) {
    const restored = formFromPayload(work.post);
    // Continuing from the version the work started from: if the post moved on since, the next save says so.
    if (work.baseVersion !== null && postId !== null) version.current = work.baseVersion;
    if (work.where === "server") autosave.serverHas(JSON.stringify(restored));
    setForm(restored);
    setOffer(null);
  }

  function set<K extends keyof PostForm>(key: K, value: PostForm[K]) {
    setForm((f) => ({ ...f, [key]: value }));
  }

  /** A text field's value, error and change handler for one of the form's text fields. */
  function bind(key: TextKey) {
    return { value: form[key], error: errors[key], onChange: (e: { target: { value: string } }) => set(key, e.target.value) };
  }

  /** A text field of the post with its label, the one a comparison of two versions names it by. */
  function labelled(key: TextKey & LabelledPostField) {
    return { label: POST_FIELD_LABELS[key], ...bind(key) };
  }

  function toggleTag(id: number, on: boolean) {
    setForm((f) => ({ ...f, tagIds: on ? [...f.tagIds, id] : f.tagIds.filter((t) => t !== id) }));
  }

  function close() {
    if (postChanged.current) void onSaved();
    onClose();
  }

  const { pending, onSubmit } = useDialogSave(async () => {
    await autosave.hold();
    const saved = await submitEntity({
      schema: postSchema,
      values: { ...toPayload(latestForm.current, savedPost), ...(version.current !== null ? { version: version.current } : {}) },
      fields: FIELDS,
      ...saveTarget(POSTS_PATH, postId, text),
      setErrors,
      onStale(current) {
        setConflictFocus((n) => n + 1);
        setConflict(current as AdminPost);
        autosave.setStatus({ kind: "stale" });
      },
      onSuccess: async () => {
        autosave.stop();
        rememberAuthor(latestForm.current.authorId);
        await onSaved();
      },
      successAction: (answer) => postSavedAction(savedPost ?? null, answer as AdminPost, onSaved),
    });
    if (!saved) autosave.release();
    return saved;
  }, onClose);

  /** Where the work would be left if the dialog closed now; null: nothing to say (it is in the post, or on its way into the draft). */
  function closeQuestion(): ClosedWorkKept | null {
    if (!dirty) return null;
    if (postId === null || conflict || ["offline", "refused", "stale"].includes(autosave.status.kind)) return "browser";
    if (savedPost?.status !== "draft" || autosave.status.kind === "pending") return "pending";
    // A draft's work goes into it as the dialog closes, unless the server already has all it will take.
    return autosave.serverHolds(formJson) ? "browser" : null;
  }

  // Leaving the page with work that is only in this browser asks the browser's question too (a pending version
  // is safe on the server and offered next time).
  useUnsavedGuard(closeQuestion() === "browser");

  // Once the owner changes something, the schema Save will need is fetched: it is there even if the line drops.
  useEffect(() => {
    if (dirty) void postSchema().catch(() => {});
  }, [dirty]);

  /**
   * Cancel, Escape and × close at once, as the spec says. Work not in the post stays where autosave put it (a
   * pending version, or this browser) and is offered when the editor opens again; the toast says where, and its
   * Undo opens the editor again at once.
   */
  function requestClose() {
    if (pending) return;
    const kept = closeQuestion();
    close();
    if (!kept) return;
    showToast({
      title: "Not saved to the site",
      description: kept === "pending" ? CLOSED_KEPT_PENDING : CLOSED_KEPT_IN_BROWSER,
      ...(onReopen ? { action: { label: "Undo", onAction: onReopen } } : {}),
    });
  }

  const fieldsOfTheirs = conflict ? initialForm(conflict) : null;

  return (
    <Dialog title={editing ? "Edit Blog Post" : "Create Blog Post"} size="lg" onClose={requestClose} busy={pending} fallbackFocus={fallbackFocus} testId="post-dialog">
      <form ref={formRef} noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <div className="min-h-0 flex-1 overflow-y-auto lg:flex lg:overflow-hidden">
          {showRevisions && savedPost ? (
            <div className="lg:order-2 lg:w-[22rem] lg:shrink-0 lg:overflow-y-auto">
              <RevisionsPanel
                postId={savedPost.id}
                form={form}
                dirty={dirty}
                version={version}
                holdAutosave={autosave.hold}
                releaseAutosave={autosave.release}
                postVersion={savedPost.version}
                onRestored={(restored) => {
                  postChanged.current = true;
                  showServerPost(restored);
                }}
                onStale={(current) => {
                  setConflictFocus((n) => n + 1);
                  setConflict(current);
                }}
                onClose={() => setShowRevisions(false)}
              />
            </div>
          ) : null}
          <div className="px-5 py-5 sm:px-6 lg:min-h-0 lg:flex-1 lg:overflow-y-auto">
            {offer && offer !== "checking" ? (
              <UnsavedWorkOffer
                work={offer}
                onRestore={() => restoreOffered(offer)}
                onDiscard={() => {
                  void discardUnsavedWork(postId);
                  setOffer(null);
                }}
              />
            ) : null}
            {conflict && fieldsOfTheirs ? (
              <StaleVersionNotice
                thing="post"
                changedAt={conflict.updatedAt}
                focusRequest={conflictFocus}
                differences={differencesOf(COMPARED_FIELDS, fieldsOfTheirs, form)}
                busy={pending}
                onReloadTheirs={() => {
                  showServerPost(conflict);
                  setConflict(null);
                  setConflictFocus(0);
                }}
                onKeepMine={() => {
                  version.current = conflict.version;
                  setSavedPost(conflict);
                  setConflict(null);
                  setConflictFocus(0);
                  autosave.setStatus({ kind: "idle" });
                  formRef.current?.requestSubmit();
                }}
              />
            ) : null}
            <FormError message={errors.form} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={POST_FIELD_LABELS.title}
                required
                autoComplete="off"
                value={form.title}
                error={errors.title}
                onChange={(e) => {
                  const title = e.target.value;
                  setForm((f) => ({ ...f, title, slug: slugify(title) }));
                }}
              />
              <TextField required autoComplete="off" spellCheck={false} inputClassName="font-mono" hint={slugHint(post, form.slug)} {...labelled("slug")} />
              <TextAreaField className="sm:col-span-2" rows={2} hint="One or two sentences for the blog list and search results." {...labelled("excerpt")} />
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
                options={[{ value: "", label: NO_AUTHOR_OR_CATEGORY }, ...authors.map((a) => ({ value: String(a.id), label: a.name }))]}
              />
              <SelectField
                label="Category"
                value={form.categoryId}
                error={errors.categoryId}
                onChange={(e) => set("categoryId", e.target.value)}
                options={[{ value: "", label: NO_AUTHOR_OR_CATEGORY }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
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
              <ImageUrlField
                className="sm:col-span-2"
                label={POST_FIELD_LABELS.featuredImageUrl}
                uploadLabel="Upload featured image"
                value={form.featuredImageUrl}
                error={errors.featuredImageUrl}
                onValueChange={(v) => set("featuredImageUrl", v)}
              />
              <SelectField
                label="Status"
                value={form.status}
                error={errors.status}
                onChange={(e) => {
                  const status = e.target.value as PostStatus;
                  // A post published before is published again with its date (emptying the field publishes it as new).
                  const previous = status === "published" ? savedPost?.previousPublishedAt : null;
                  setForm((f) => ({ ...f, status, publishedAt: previous && f.publishedAt === "" ? toDateTimeInput(previous) : f.publishedAt }));
                }}
                options={[
                  { value: "draft", label: "Draft" },
                  { value: "published", label: "Published" },
                ]}
              />
              <TextField label="Publish date" type="datetime-local" step={60} hint={publishHint(form, timeZone, savedPost?.previousPublishedAt ?? null)} {...bind("publishedAt")} />
              {savedPost ? (
                // A link shows the post as saved, so it follows the saved status, not the form's.
                <div className="flex sm:col-span-2">
                  <PreviewLinks postId={savedPost.id} status={previewPostState(savedPost)} />
                </div>
              ) : null}
              <div className="flex">
                <FieldSection title="SEO" description="For search results; empty fields fall back to the title and excerpt.">
                  <TextField {...labelled("metaTitle")} />
                  <TextAreaField rows={2} {...labelled("metaDescription")} />
                  <TextField placeholder="ai receptionist, missed calls" {...labelled("metaKeywords")} />
                </FieldSection>
              </div>
              <div className="flex">
                <FieldSection title="Open Graph" description="For link previews on social networks.">
                  <TextField {...labelled("ogTitle")} />
                  <TextAreaField rows={2} {...labelled("ogDescription")} />
                  <ImageUrlField
                    label={POST_FIELD_LABELS.ogImageUrl}
                    uploadLabel="Upload OG image"
                    value={form.ogImageUrl}
                    error={errors.ogImageUrl}
                    onValueChange={(v) => set("ogImageUrl", v)}
                  />
                </FieldSection>
              </div>
            </div>
          </div>
        </div>
        {/* The dialog footer's look; on a phone the state on its own line above one row of buttons. */}
        <div className="grid gap-2 rounded-b-2xl border-t border-slate-200 bg-slate-50 px-5 py-3 sm:flex sm:items-center sm:gap-3 sm:px-6">
          <AutosaveStatusLine status={autosave.status} postIsDraft={savedPost?.status !== "published"} className="sm:order-2 sm:mr-auto" />
          <div className="flex items-center gap-2 sm:contents">
            {savedPost ? (
              <Button
                variant="ghost"
                className="-ml-2 px-2 sm:order-1 sm:ml-[-0.5rem]"
                aria-expanded={showRevisions}
                aria-controls={showRevisions ? "post-revisions" : undefined}
                onClick={() => setShowRevisions((v) => !v)}
              >
                <History aria-hidden="true" size={16} />
                Revisions
              </Button>
            ) : null}
            <Button className="ml-auto sm:order-3 sm:ml-0" onClick={requestClose} aria-disabled={pending || undefined}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" className="sm:order-4" aria-disabled={pending || undefined}>
              {pending ? "Saving..." : "Save"}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
