/**
 * The post's share buttons, beside its share links: Copy link puts the post's address on the clipboard
 * and says so (its label for two seconds, and a polite live region); Share… opens the device's own
 * share sheet. Only touch screens show Share…, by CSS: the server cannot know whether the browser has
 * a share sheet, and on a phone it nearly always has. Where it has none, or the sheet fails for a
 * reason other than the visitor closing it, Share… copies the link instead.
 */
import { Check, Link2, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { island } from "./lib/island.tsx";

export interface ShareButtonsProps {
  /** The post's canonical address. */
  url: string;
  title: string;
}

const SAID_FOR_MS = 2000;

type Outcome = "none" | "copied" | "failed";

const ANNOUNCEMENT: Record<Outcome, string> = { none: "", copied: "Link copied", failed: "Could not copy the link" };

const buttonClass =
  "keyboard-focus inline-flex h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold text-slate-700 transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-700 motion-reduce:transition-none";

function ShareButtons({ url, title }: ShareButtonsProps) {
  const [outcome, setOutcome] = useState<Outcome>("none");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function say(next: Outcome) {
    clearTimeout(timer.current);
    setOutcome(next);
    timer.current = setTimeout(() => setOutcome("none"), SAID_FOR_MS);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      say("copied");
    } catch {
      // No clipboard (an insecure page) or no permission: the visitor is told, the links still work.
      say("failed");
    }
  }

  async function share() {
    if (typeof navigator.share !== "function") return copy();
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // AbortError: the visitor closed the sheet, which is their answer. Anything else: copy instead.
      if (error instanceof DOMException && error.name === "AbortError") return;
      await copy();
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={share} className={`${buttonClass} hidden media-[(pointer:coarse)]:inline-flex`}>
        <Share2 aria-hidden="true" size={18} />
        Share…
      </button>
      <button type="button" onClick={copy} className={buttonClass}>
        {outcome === "copied" ? <Check aria-hidden="true" size={18} className="text-emerald-600" /> : <Link2 aria-hidden="true" size={18} />}
        {outcome === "copied" ? "Link copied" : outcome === "failed" ? "Copy failed" : "Copy link"}
      </button>
      <span role="status" className="sr-only">
        {ANNOUNCEMENT[outcome]}
      </span>
    </div>
  );
}

export default island("share-buttons", ShareButtons, { on: "interaction" });
