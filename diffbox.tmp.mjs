import sharp from "sharp";
const [a, b, out] = process.argv.slice(2);
const A = await sharp(a).raw().toBuffer({ resolveWithObject: true }); const B = await sharp(b).raw().toBuffer({ resolveWithObject: true });
const { width, height, channels } = A.info;
let rows = new Map();
for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) { const i = (y * width + x) * channels; if (A.data[i] !== B.data[i] || A.data[i+1] !== B.data[i+1] || A.data[i+2] !== B.data[i+2]) { const band = Math.floor(y / 50); const r = rows.get(band) ?? [1e9, -1, 0]; r[0] = Math.min(r[0], x); r[1] = Math.max(r[1], x); r[2]++; rows.set(band, r); } }
console.log([...rows].map(([band, [x0, x1, n]]) => `y${band * 50}: x${x0}-${x1} (${n})`).join("\n"));
const first = [...rows.keys()][0] * 50;
const top = Math.max(0, first - 100), h = Math.min(400, height - top);
const ca = await sharp(a).extract({ left: 0, top, width, height: h }).toBuffer();
const cb = await sharp(b).extract({ left: 0, top, width, height: h }).toBuffer();
await sharp({ create: { width: width * 2 + 10, height: h, channels: 3, background: "#f00" } }).composite([{ input: ca, left: 0, top: 0 }, { input: cb, left: width + 10, top: 0 }]).png().toFile(out);
