import sharp from "sharp";
const [a, b, top, out] = process.argv.slice(2);
const meta = await sharp(a).metadata();
const h = Math.min(350, meta.height - +top);
const ca = await sharp(a).extract({ left: 0, top: +top, width: meta.width, height: h }).toBuffer();
const cb = await sharp(b).extract({ left: 0, top: +top, width: meta.width, height: h }).toBuffer();
await sharp({ create: { width: meta.width, height: h * 2 + 10, channels: 3, background: "#f00" } }).composite([{ input: ca, left: 0, top: 0 }, { input: cb, left: 0, top: h + 10 }]).png().toFile(out);
