/**
 * What an uploaded file becomes, with sharp: the type decided by decoding its bytes (never its name or its
 * declared Content-Type), refusals before anything is decoded whole (a decompression bomb is refused from its
 * header), the first frame only, orientation applied, every piece of metadata (EXIF, GPS, XMP, comments)
 * left behind, and the variants at each width in AVIF, WebP and the fallback format. Runs in the media
 * worker process (image-worker.ts), so that a decoder crash takes down that process and not the server.
 */
import sharp, { type Metadata, type OutputInfo, type Raw } from "sharp";
import { MEDIA_FORMATS_TEXT, MEDIA_MAX_PIXELS, type MediaFallback, type MediaFormat, variantWidths } from "../shared/media.ts";

/** Formats decoded as uploads (sharp's names): heif only with AV1 inside (AVIF). */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export const ENCODINGS = {
  avif: { quality: 50, effort: 3 },
  webp: { quality: 80, effort: 4 },
  jpg: { quality: 80, progressive: true },
  png: { compressionLevel: 9, adaptiveFiltering: true },
} as const;

/** A refusal the owner can act on: the HTTP status and the sentence the admin shows. */
export class ImageRefused extends Error {
  readonly status: 413 | 415 | 422;
  constructor(status: 413 | 415 | 422, message: string) {
    super(message);
    this.name = "ImageRefused";
    this.status = status;
  }
}

export interface ImageFacts {
  width: number;
  height: number;
  sourceFormat: string;
  fallback: MediaFallback;
  firstFrameOnly: boolean;
}

export interface Variant {
  width: number;
  format: MediaFormat;
  bytes: Uint8Array;
}

const megapixels = (pixels: number) => `${(pixels / 1_000_000).toFixed(pixels < 10_000_000 ? 1 : 0)} megapixels`;

/** sharp's name of the format, or why the file is refused; reads the header only. */
async function inspect(input: string | Uint8Array) {
  let meta: Metadata;
  try {
    // No pixel limit here: the header is all that is read, and the refusal below names the size.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefused(415, `This file is not an image we can use: upload a ${MEDIA_FORMATS_TEXT} file`);
  }
  if (meta.format === "svg") {
    throw new ImageRefused(415, "SVG images are not accepted (they can carry scripts): export it as a PNG and upload that");
  }
  if (meta.format === "heif" && meta.compression !== "av1") {
    throw new ImageRefused(415, "HEIC photos are not supported: on an iPhone, choose Settings › Camera › Formats › Most Compatible, or share the photo as a JPEG");
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) {
    throw new ImageRefused(415, `This file is not an image we can use (${meta.format ?? "unknown"}): upload a ${MEDIA_FORMATS_TEXT} file`);
  }
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (width < 1 || height < 1) throw new ImageRefused(422, "The image could not be read: it has no pixels");
  const pixels = width * height;
  if (pixels > MEDIA_MAX_PIXELS) {
    throw new ImageRefused(
      422,
      `The image is ${width} × ${height} pixels (${megapixels(pixels)}); the most is ${megapixels(MEDIA_MAX_PIXELS)}: make it smaller and upload it again`,
    );
  }
  return { format: meta.format === "heif" ? "avif" : meta.format, animated: (meta.pages ?? 1) > 1 };
}

/**
 * The upload decoded once: oriented, in sRGB, no wider than the widest variant, as raw pixels that every
 * variant is made from (decoding a 12-megapixel JPEG once, with shrink-on-load, instead of fifteen times).
 */
async function decodeBase(input: string | Uint8Array) {
  try {
    return await sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "truncated", pages: 1 })
      .autoOrient()
      .resize({ width: 1920, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageRefused(422, `The image could not be read: the file is damaged or incomplete (${(error as Error).message})`);
  }
}

function encode(base: { data: Buffer; info: OutputInfo }, width: number, format: MediaFormat): Promise<Buffer> {
  const { width: w, height: h, channels } = base.info;
  const image = sharp(base.data, { raw: { width: w, height: h, channels: channels as 1 | 2 | 3 | 4 } });
  if (width < w) image.resize({ width });
  if (format === "avif") return image.avif(ENCODINGS.avif).toBuffer();
  if (format === "webp") return image.webp(ENCODINGS.webp).toBuffer();
  if (format === "png") return image.png(ENCODINGS.png).toBuffer();
  return image.flatten({ background: "#ffffff" }).jpeg(ENCODINGS.jpg).toBuffer();
}

/**
 * @example const { facts, variants } = await makeVariants("/tmp/upload-abc/upload"); // 15 variants of a 12-MP photo
 */
export async function makeVariants(input: string | Uint8Array): Promise<{ facts: ImageFacts; variants: Variant[] }> {
  const { format, animated } = await inspect(input);
  // The size as shown, orientation applied; the widths are of that.
  const oriented = await sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, pages: 1 }).metadata();
  const shown = oriented.autoOrient ?? { width: oriented.width ?? 0, height: oriented.height ?? 0 };
  const base = await decodeBase(input);
  // Transparency that is used keeps a PNG fallback; an opaque image (an alpha channel or not) falls back to JPEG.
  const opaque = base.info.channels % 2 === 1 || (await sharp(base.data, { raw: base.info as Raw }).stats()).isOpaque;
  const fallback: MediaFallback = opaque ? "jpg" : "png";
  const widths = variantWidths(shown.width);
  const formats: MediaFormat[] = ["avif", "webp", fallback];
  const jobs = widths.flatMap((width) => formats.map((f) => ({ width, format: f })));
  const encoded = await Promise.all(jobs.map(async (job) => ({ ...job, bytes: new Uint8Array(await encode(base, job.width, job.format)) })));
  return {
    facts: { width: shown.width, height: shown.height, sourceFormat: format, fallback, firstFrameOnly: animated },
    variants: encoded,
  };
}
