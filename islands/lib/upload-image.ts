/**
 * One image to POST /api/admin/media, with its progress: XMLHttpRequest, because fetch reports no upload
 * progress. The file goes as the raw body (its own Content-Type), its name in X-File-Name, percent-encoded.
 * Resolves with the server's answer; rejects with an AdminApiError carrying the server's text (413 too large,
 * 415 not an image we take, 422 unreadable…), or status 0 for a network failure or an abort.
 */
import type { MediaUploadAnswer } from "../../src/shared/media.ts";
import { AdminApiError } from "./admin-api.ts";

export const MEDIA_UPLOAD_PATH = "/api/admin/media";

export interface UploadProgress {
  /** Bytes sent so far and in all. */
  loaded: number;
  total: number;
  /** The bytes are all sent: the server is making the variants. */
  processing: boolean;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** @example const { media } = await uploadImage(file, { onProgress: (p) => setPercent(p.loaded / p.total) }); */
export function uploadImage(file: File, options: UploadOptions = {}): Promise<MediaUploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", MEDIA_UPLOAD_PATH);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.setRequestHeader("X-File-Name", encodeURIComponent(file.name || "image"));
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      options.onProgress?.({ loaded: event.loaded, total, processing: event.loaded >= total });
    };
    xhr.upload.onload = () => options.onProgress?.({ loaded: file.size, total: file.size, processing: true });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as MediaUploadAnswer);
        } catch {
          reject(new AdminApiError(xhr.status, xhr.statusText, "The server's answer could not be read"));
        }
        return;
      }
      reject(new AdminApiError(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new AdminApiError(0, "Network error", "The upload could not reach the server"));
    xhr.onabort = () => reject(new AdminApiError(0, "Aborted", "The upload was cancelled"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
