/**
 * A post's stored content as the HTML visitors get: Markdown rendered with marked first, then the site's
 * one allowlist (sanitize-html.ts) either way, then uploaded images as responsive <picture>s
 * (media-html.ts: after the allowlist, which lets no <picture> through). The public pages, the API, the
 * feed and the admin preview all call this, so the preview shows exactly what the public page will.
 * Isomorphic: no Node-only imports.
 */
import { Marked } from "marked";
import { uploadsAsPictures } from "./media-html.ts";
import type { ContentFormat } from "./post-fields.ts";
import { sanitizePostHtml } from "./sanitize-html.ts";

export type { ContentFormat };

// Its own instance: options set here cannot leak into, or be changed by, another user of marked.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** @example renderPostContent("## Hours\n\nOpen **daily**.", "markdown") // "<h2>Hours</h2>\n<p>Open <strong>daily</strong>.</p>\n" */
export function renderPostContent(content: string, format: ContentFormat): string {
  return uploadsAsPictures(sanitizePostHtml(format === "markdown" ? (markdown.parse(content) as string) : content));
}
