/**
 * The Media tab's API, session or an active API key (CSRF for the session's writes, as everywhere under
 * /api/admin):
 *   GET    /media?q&page     one page of uploads, newest first, searched in file name and alt text
 *   POST   /media            the image itself as the body (any Content-Type; the bytes decide), its name in
 *                            X-File-Name (percent-encoded) → 201 { media, duplicate: false }; the same
 *                            bytes again → 200 { media, duplicate: true }. 413 over 20 MB (not read past
 *                            it), 415 not an image we take (SVG, HEIC, a zip…), 422 unreadable or over the
 *                            pixel limit, 503 when too many uploads are waiting. Nothing is stored on a refusal.
 *   GET    /media/:key       one upload, with where it is used
 *   PATCH  /media/:key       { alt, decorative }
 *   DELETE /media/:key       204; 409 with `uses` while a post or an author uses it
 */
import { type Context, Hono } from "hono";
import { deleteMedia, findMedia, insertMedia, updateMediaText } from "../../../db/queries/media.ts";
import { readMediaItem, readMediaPage } from "../../admin/media/read-media.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { contentHash } from "../../http/etag.ts";
import { jsonError } from "../../http/json-errors.ts";
import { ImageRefused } from "../../media/image-pipeline.ts";
import { ServerBusy } from "../../media/process-upload.ts";
import { receiveUpload } from "../../media/receive-upload.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { MediaKeyParam, MediaQuery, MediaTextInput } from "../../shared/media-schemas.ts";
import { validJson, validParam, validQuery } from "../validation.ts";
import { notFound } from "./request.ts";

/** A body sent as a form or as JSON is not an image, whatever it holds: say how to send one. */
const NOT_RAW = /^(?:multipart\/|application\/(?:json|x-www-form-urlencoded))/i;
const FILE_NAME_MAX = 200;
const UPLOAD_PATH = /^\/api\/admin\/media\/?$/;

/**
 * An upload: its body may be 20 MB and take a phone's connection a minute, then its variants a few seconds to
 * make, so the admin API's 1 MiB body limit and the site's request deadline leave it to its own bounds (the
 * cap in receive-upload.ts, the server's idle timeout, the worker's timeout).
 */
export const isMediaUpload = (c: Context): boolean => c.req.method === "POST" && UPLOAD_PATH.test(c.req.path);

/** The device's name for the file, for the owner's eyes and search only: never a path. */
function fileNameOf(c: Context): string {
  const raw = c.req.header("X-File-Name") ?? "";
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: keep it as sent.
  }
  // Only the last segment, printable, without characters that mean something in a path or to a terminal, nor
  // the invisible format ones (\p{Cf}): a right-to-left override (U+202E) shows "invoice\u202Egpj.exe" as
  // "invoiceexe.jpg", and zero-width ones make two names that look alike differ.
  const clean = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, FILE_NAME_MAX);
  return clean || "image";
}

async function upload(c: Context<AppEnv>) {
  if (NOT_RAW.test(c.req.header("Content-Type") ?? "")) {
    return jsonError(c, 415, "Send the image file itself as the request body (not a form or JSON), its name in the X-File-Name header");
  }
  const { db, media } = c.var.deps;
  let received: Awaited<ReturnType<typeof receiveUpload>> | undefined;
  try {
    received = await receiveUpload(c.req.raw);
    const existing = await findMedia(db, received.key);
    if (existing) return c.json({ media: await readMediaItem(db, existing), duplicate: true }, 200);
    const { facts, variants } = await media!.processor.process(received.file, received.dir);
    const { row, inserted } = await insertMedia(
      db,
      {
        key: received.key,
        fileName: fileNameOf(c),
        width: facts.width,
        height: facts.height,
        sourceFormat: facts.sourceFormat,
        fallback: facts.fallback,
        uploadBytes: received.bytes,
        firstFrameOnly: facts.firstFrameOnly,
      },
      variants.map((v) => ({ ...v, etag: contentHash(v.bytes) })),
    );
    return c.json({ media: await readMediaItem(db, row), duplicate: !inserted }, inserted ? 201 : 200);
  } catch (error) {
    if (error instanceof ImageRefused) return jsonError(c, error.status, error.message);
    if (error instanceof ServerBusy) {
      c.header("Retry-After", "30");
      return jsonError(c, 503, error.message);
    }
    throw error;
  } finally {
    await received?.dispose();
  }
}

export function adminMediaRoutes() {
  const app = new Hono<AppEnv>();
  const read = requireAdminOrApiKey("content:read");
  const write = requireAdminOrApiKey("content:write");
  const key = validParam(MediaKeyParam, "Image not found");

  app.get("/", read, validQuery(MediaQuery), async function listMediaPage(c) {
    return c.json(await readMediaPage(c.var.deps.db, c.req.valid("query")));
  });

  app.post("/", write, upload);

  app.get("/:key", read, key, async function getMediaItem(c) {
    const row = await findMedia(c.var.deps.db, c.req.valid("param").key);
    return row ? c.json(await readMediaItem(c.var.deps.db, row)) : notFound(c, "Image");
  });

  app.patch("/:key", write, key, jsonOnly(), validJson(MediaTextInput), async function updateMediaAlt(c) {
    const row = await updateMediaText(c.var.deps.db, c.req.valid("param").key, c.req.valid("json"));
    return row ? c.json(await readMediaItem(c.var.deps.db, row)) : notFound(c, "Image");
  });

  app.delete("/:key", write, key, async function deleteMediaItem(c) {
    const result = await deleteMedia(c.var.deps.db, c.req.valid("param").key);
    if (result.outcome === "not-found") return notFound(c, "Image");
    if (result.outcome === "used") {
      const posts = result.uses.filter((u) => u.kind === "post").length;
      const people = result.uses.length - posts;
      const where = [posts ? `${posts} post${posts === 1 ? "" : "s"}` : "", people ? `${people} author${people === 1 ? "" : "s"}` : ""].filter(Boolean).join(" and ");
      return c.json({ error: `This image is used in ${where}: remove it from them first`, uses: result.uses }, 409);
    }
    c.var.deps.media?.variants.forget(result.row.key);
    return c.body(null, 204);
  });

  return app;
}
