/**
 * Photo-like test images for the benchmarks (bench:images, the audit's post with uploads): seeded, so a run
 * is repeatable, and made so that encoders do a photo's work on them — neither flat colour nor pure noise.
 */
import sharp from "sharp";

type Size = { width: number; height: number };

/** A seeded source of numbers in [0, 1): a counter through murmur3's finaliser (no row-to-row patterns). */
function seeded(seed: number): () => number {
  let i = Math.imul(seed, 0x9e3779b9);
  return () => {
    i = (i + 0x6d2b79f5) | 0;
    let z = Math.imul(i ^ (i >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}

/** Random values on a w × h grid, smoothly enlarged (bicubic) to the photo's size: features of width / w pixels. */
async function smoothLayer(size: Size, random: () => number, w: number, h: number, channels: 1 | 3, cell?: () => number[]): Promise<Buffer> {
  const grid = Buffer.alloc(w * h * channels);
  const byte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  if (cell) for (let i = 0; i < w * h; i++) grid.set(cell().map(byte), i * channels);
  else for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(random() * 256);
  return sharp(grid, { raw: { width: w, height: h, channels } })
    .resize(size.width, size.height, { kernel: "cubic", fit: "fill" })
    .toColourspace(channels === 1 ? "b-w" : "srgb")
    .raw()
    .toBuffer();
}

/**
 * A photo's pixels (raw RGB, width × height): broad areas of light and muted colour, hard-edged shapes with soft shading,
 * texture (8-pixel and 2-pixel features) strong in some areas and absent in others like sky or a wall, and
 * a little sensor noise. Encoders do a photo's work on it: neither flat colour nor pure noise.
 */
export async function photoPixels(seed: number, width: number, height: number): Promise<Buffer> {
  const random = seeded(seed);
  const size = { width, height };
  const light = await smoothLayer(size, random, 10, 8, 3, () => {
    const level = 50 + random() * 170;
    const hue = random() * Math.PI * 2;
    const saturation = random() * 35;
    return [level + saturation * Math.cos(hue), level + saturation * Math.cos(hue - 2.09), level + saturation * Math.cos(hue + 2.09)];
  });
  const shapes = await smoothLayer(size, random, 36, 27, 1);
  const busy = await smoothLayer(size, random, 16, 12, 1);
  const texture = await smoothLayer(size, random, 504, 378, 1);
  const detail = await smoothLayer(size, random, 2016, 1512, 1);
  const pixels = Buffer.alloc(width * height * 3);
  let p = 0;
  for (let y = 0; y < height; y++) {
    const sky = 40 * (1 - y / height) - 20;
    for (let x = 0; x < width; x++) {
      const q = y * width + x;
      const shape = shapes[q]!;
      const edge = shape > 150 ? 35 : shape < 100 ? -30 : 0;
      const amount = busy[q]! / 255;
      const grain = ((texture[q]! - 128) * 0.22 + (detail[q]! - 128) * 0.12) * amount * amount * 1.5;
      for (let c = 0; c < 3; c++) {
        const v = light[p]! + sky + edge + grain + (random() - 0.5) * 7;
        pixels[p++] = v < 0 ? 0 : v > 255 ? 255 : v;
      }
    }
  }
  return pixels;
}

/** A photo as a camera saves it: JPEG, quality 90. */
export async function photoJpeg(seed: number, width: number, height: number): Promise<Buffer> {
  return sharp(await photoPixels(seed, width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
