/** The logo image, 62 px high, linking home. */
import { siteChromeCopy } from "../../content/site-chrome-copy.ts";
import { useRenderState } from "../../render/render-context.ts";
import { fillTemplate } from "../../shared/copy-template.ts";
import { useCopy } from "../../site-copy/use-copy.ts";

export const LOGO = { src: "/static/brand/logo.svg", lightSrc: "/static/brand/logo-light.svg", width: 233, height: 62 } as const;

export function Logo({ variant = "dark", height = LOGO.height }: { variant?: "dark" | "light"; height?: number }) {
  const { identity } = useRenderState();
  const { logoLabel } = useCopy(siteChromeCopy).header;
  const width = Math.round((LOGO.width * height) / LOGO.height);
  return (
    <a href="/" className="keyboard-focus inline-flex shrink-0 rounded-lg" aria-label={fillTemplate(logoLabel, { name: identity.name })}>
      <img
        src={variant === "light" ? LOGO.lightSrc : LOGO.src}
        alt=""
        width={width}
        height={height}
        className="block max-w-none"
        {...(variant === "dark" ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
      />
    </a>
  );
}
