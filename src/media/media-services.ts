/** What the media routes share in one app: the worker pool that makes variants and the variants kept in memory. */
import type { Env } from "../env.ts";
import { MediaProcessor, type MediaProcessorOptions } from "./process-upload.ts";
import { VariantCache } from "./variant-cache.ts";

export interface MediaServices {
  processor: MediaProcessor;
  variants: VariantCache;
}

/** @example deps.media ??= createMediaServices(deps.env); */
export function createMediaServices(env: Pick<Env, "mediaCacheBytes">, processor: MediaProcessorOptions = {}): MediaServices {
  return { processor: new MediaProcessor(processor), variants: new VariantCache(env.mediaCacheBytes) };
}
