import { describe, expect, test } from "bun:test";
import { MEDIA_MAX_BYTES } from "../../src/shared/media.ts";
import { AdminApiError } from "../lib/admin-api.ts";
import { checkImageFile, formatBytes, isRetryable, MEDIA_MAX_TEXT, saveErrorReason, uploadErrorMessage, uploadText } from "./image-files.ts";

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("checkImageFile: what is refused before a byte is sent", () => {
  test("the formats the server decodes pass", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]) expect(checkImageFile(file("a", type))).toBeNull();
    // No type from the system: the name decides.
    expect(checkImageFile(file("holiday.AVIF", ""))).toBeNull();
    expect(checkImageFile(file("scan.jpeg", ""))).toBeNull();
    expect(checkImageFile(file("IMG_1.jpg", "image/jpg"))).toBeNull();
    expect(checkImageFile(file("photo.png", "application/octet-stream"))).toBeNull();
    // A clear other type is not overruled by the name.
    expect(checkImageFile(file("photo.jpg", "image/heic"))).toBe(uploadText.notImage);
  });

  test("anything else names the formats taken", () => {
    expect(checkImageFile(file("notes.pdf", "application/pdf"))).toBe("This is not an image we can use: upload a JPEG, PNG, WebP, GIF or AVIF file.");
    expect(checkImageFile(file("logo.svg", "image/svg+xml"))).toBe(uploadText.notImage);
    expect(checkImageFile(file("IMG_0001.HEIC", "image/heic"))).toBe(uploadText.notImage);
    expect(checkImageFile(file("mystery", ""))).toBe(uploadText.notImage);
  });

  test("too large says the limit in MB; the limit itself is allowed", () => {
    expect(MEDIA_MAX_TEXT).toBe("20 MB");
    expect(checkImageFile(file("big.jpg", "image/jpeg", MEDIA_MAX_BYTES))).toBeNull();
    expect(checkImageFile(file("big.jpg", "image/jpeg", 25 * 1024 * 1024))).toBe("This file is 25.0 MB: images can be at most 20 MB.");
  });

  test("an empty file is refused", () => {
    expect(checkImageFile(file("a.png", "image/png", 0))).toBe(uploadText.empty);
  });

  test("formatBytes", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
});

describe("uploadErrorMessage: the server's sentence first, else one for the status", () => {
  const error = (status: number, body: string, statusText = "") => new AdminApiError(status, statusText, body);

  test("the server's own error text is shown as it is", () => {
    expect(uploadErrorMessage(error(422, JSON.stringify({ error: "This image has more than 50 million pixels." })))).toBe("This image has more than 50 million pixels.");
    expect(uploadErrorMessage(error(415, JSON.stringify({ message: "SVG images are not accepted." })))).toBe("SVG images are not accepted.");
  });

  test("without one, the status decides", () => {
    expect(uploadErrorMessage(error(413, "", "Payload Too Large"), 30 * 1024 * 1024)).toBe("This file is 30.0 MB: images can be at most 20 MB.");
    expect(uploadErrorMessage(error(413, ""))).toBe("Images can be at most 20 MB.");
    expect(uploadErrorMessage(error(415, ""))).toBe(uploadText.notImage);
    expect(uploadErrorMessage(error(422, "not json"))).toBe(uploadText.unreadable);
    expect(uploadErrorMessage(error(401, ""))).toBe(uploadText.signedOut);
    expect(uploadErrorMessage(error(500, "boom"))).toBe(uploadText.failed);
    expect(uploadErrorMessage(new Error("x"))).toBe(uploadText.failed);
  });

  test("status 0: offline or cancelled, as uploadImage rejects them", () => {
    expect(uploadErrorMessage(new AdminApiError(0, "Network error", "The upload could not reach the server"))).toBe(uploadText.offline);
    expect(uploadErrorMessage(new AdminApiError(0, "Aborted", "The upload was cancelled"))).toBe(uploadText.cancelled);
  });

  test("only the line's or the server's trouble is worth a retry, never a refusal of the file", () => {
    expect(isRetryable(new AdminApiError(0, "Network error", ""))).toBe(true);
    expect(isRetryable(error(503, ""))).toBe(true);
    expect(isRetryable(error(413, ""))).toBe(false);
    expect(isRetryable(error(415, ""))).toBe(false);
    expect(isRetryable(error(422, ""))).toBe(false);
  });
});

test("saveErrorReason: why the alt text was not saved, as the end of a sentence", () => {
  expect(saveErrorReason(new AdminApiError(400, "", JSON.stringify({ error: "Alt text is too long" })))).toBe("Alt text is too long");
  expect(saveErrorReason(new AdminApiError(0, "Network error", ""))).toBe("the server could not be reached");
  expect(saveErrorReason(new AdminApiError(503, "", ""))).toBe("the server answered 503");
});
