/**
 * The browser's side of the upload rules: which files are refused before a byte is sent (too large, not an
 * image the server decodes), and the sentence shown for each refusal, ours or the server's. Pure, so `bun test`
 * checks every message; the server checks the same again (src/shared/media.ts holds the numbers for both).
 */
import { formatBytes, MEDIA_ACCEPT, MEDIA_FORMATS_TEXT, MEDIA_MAX_BYTES, MEDIA_MAX_TEXT } from "../../src/shared/media.ts";
import { AdminApiError } from "../lib/admin-api.ts";

const ACCEPTED_TYPES = new Set(MEDIA_ACCEPT.split(","));
/**
 * Some systems give no type, a generic one or an old spelling (an .avif on an older Windows, a file from a cloud
 * drive, "image/jpg" from some Android apps): then the name decides. The server judges the bytes either way.
 */
const VAGUE_TYPES = new Set(["", "application/octet-stream", "image/jpg", "image/pjpeg", "image/x-png"]);
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|gif|avif)$/i;

/** The limit and sizes as the owner reads them ("20 MB", "340 KB"), as the Media tab writes them too. */
export { formatBytes, MEDIA_MAX_TEXT } from "../../src/shared/media.ts";

export const uploadText = {
  tooLarge: (size: number) => `This file is ${formatBytes(size)}: images can be at most ${MEDIA_MAX_TEXT}.`,
  notImage: `This is not an image we can use: upload a ${MEDIA_FORMATS_TEXT} file.`,
  empty: "This file is empty.",
  unreadable: "This file could not be read as an image. Try exporting it again as a JPEG or PNG.",
  offline: "The upload could not reach the server. Check your connection and try again.",
  cancelled: "The upload was cancelled.",
  signedOut: "Your session has ended: log in again, then upload the image.",
  failed: "The upload failed. Try again.",
} as const;

/** The file's kind and size as the server will judge them, or null when it may be sent. */
export function checkImageFile(file: Pick<File, "name" | "size" | "type">): string | null {
  const type = file.type.toLowerCase();
  const typeOk = ACCEPTED_TYPES.has(type) || (VAGUE_TYPES.has(type) && ACCEPTED_EXTENSIONS.test(file.name));
  if (!typeOk) return uploadText.notImage;
  if (file.size > MEDIA_MAX_BYTES) return uploadText.tooLarge(file.size);
  if (file.size === 0) return uploadText.empty;
  return null;
}

/**
 * The sentence for a failed upload: the server's own when it sent one (it names what was wrong), else one
 * for its status. Status 0 is the browser's: no answer (offline) or the upload was cancelled.
 */
export function uploadErrorMessage(error: unknown, size?: number): string {
  if (!(error instanceof AdminApiError)) return uploadText.failed;
  if (error.serverMessage) return error.serverMessage;
  switch (error.status) {
    case 0:
      return error.message.includes("cancelled") ? uploadText.cancelled : uploadText.offline;
    case 401:
      return uploadText.signedOut;
    case 413:
      return size === undefined ? `Images can be at most ${MEDIA_MAX_TEXT}.` : uploadText.tooLarge(size);
    case 415:
      return uploadText.notImage;
    case 422:
      return uploadText.unreadable;
    default:
      return uploadText.failed;
  }
}

/** Why a write about an upload (its alt text) failed, as the end of a sentence. */
export function saveErrorReason(error: unknown): string {
  if (error instanceof AdminApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return "the server could not be reached";
    if (error.status === 401) return "your session has ended";
    return `the server answered ${error.status}`;
  }
  return "something went wrong";
}

/** Worth another try: no answer, or the server's own trouble; never a refusal of the file itself. */
export function isRetryable(error: unknown): boolean {
  return error instanceof AdminApiError ? error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500 : true;
}
