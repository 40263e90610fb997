/**
 * UnoCSS's palette (Tailwind 4's, written in oklch) in hex, so the site's CSS names colours in one format —
 * the brand's own are hex — and each in 7 characters rather than about 27. Every palette colour the site
 * uses is inside sRGB, so the conversion is exact to the 8-bit step a screen shows.
 */
import { colors } from "@unocss/preset-wind4/colors";

type Palette = { [name: string]: string | Palette };

/** oklch(L% C H) → #rrggbb (CSS Color 4's matrices; out-of-gamut channels clipped). */
export function oklchToHex(value: string): string {
  const match = value.match(/^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+)\s*\)$/);
  if (!match) return value;
  const [l, c, h] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  const a = c * Math.cos(h);
  const b = c * Math.sin(h);
  const l_ = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m_ = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s_ = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_,
    -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_,
    -0.0041960863 * l_ - 0.7034186147 * m_ + 1.707614701 * s_,
  ];
  const channel = (x: number) => {
    const v = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
    return Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${linear.map(channel).join("")}`;
}

function toHex(palette: Palette): Palette {
  return Object.fromEntries(Object.entries(palette).map(([name, value]) => [name, typeof value === "string" ? oklchToHex(value) : toHex(value)]));
}

export const hexColours = toHex(colors as Palette);
