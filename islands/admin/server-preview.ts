/**
 * The editor's preview as the server renders it (POST /api/admin/blog-posts/preview: Markdown, the site's one
 * allowlist, uploads as pictures), so the browser carries no sanitizer of its own and the preview is what the
 * public page will show. Asked a moment after typing stops; a newer text cancels the older request; the last
 * answer stays shown while the next is on its way, and if it cannot come (offline) the preview says so.
 */
import { useEffect, useRef, useState } from "react";
import type { ContentFormat } from "../../src/shared/post-content.ts";
import { adminRequest } from "../lib/admin-api.ts";

const PREVIEW_PATH = "/api/admin/blog-posts/preview";
/** Long enough that typing does not send a request per key, short enough to feel live. */
const PREVIEW_DELAY_MS = 250;

export interface ServerPreview {
  /** The HTML last rendered; null until the first answer. */
  html: string | null;
  /** Whether `html` is for the text as it is now, is being brought up to date, or could not be. */
  state: "current" | "updating" | "failed";
}

/** @example const preview = useServerPreview(value, "markdown"); */
export function useServerPreview(content: string, format: ContentFormat): ServerPreview {
  const [answer, setAnswer] = useState<{ key: string; html: string } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const key = `${format}\u0000${content}`;
  const answered = useRef(false);

  useEffect(() => {
    const asked = `${format}\u0000${content}`;
    if (!content.trim()) return;
    const controller = new AbortController();
    // The first render of a post asks at once; typing waits for a pause.
    const timer = setTimeout(
      () => {
        adminRequest<{ html: string }>("POST", PREVIEW_PATH, { content, contentFormat: format }, { signal: controller.signal })
          .then((result) => {
            answered.current = true;
            setAnswer({ key: asked, html: result.html });
            setFailed(null);
          })
          .catch(() => {
            if (controller.signal.aborted) return;
            // Offline, or the session ended: the form (and its autosave) keeps the text; the preview says it lags,
            // which is all there is to tell (the save path reports its own failures).
            setFailed(asked);
          });
      },
      answered.current ? PREVIEW_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [content, format]);

  if (!content.trim()) return { html: "", state: "current" };
  if (failed === key) return { html: answer?.html ?? null, state: "failed" };
  return { html: answer?.html ?? null, state: answer?.key === key ? "current" : "updating" };
}
