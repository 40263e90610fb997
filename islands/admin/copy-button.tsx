/**
 * Copy, beside a read-only field that shows an address (an image's, a preview link's): the address goes on the
 * clipboard, the button says Copied for two seconds and a toast says what was copied. When the browser refuses
 * (no permission, an insecure page) the field's text is selected instead, for Ctrl+C or ⌘C.
 */
import { Check, Copy } from "lucide-react";
import { type InputHTMLAttributes, type Ref, type RefObject, useEffect, useState } from "react";
import { Button } from "../../src/admin/frame/shared/ui.tsx";
import { showToast } from "../lib/toast.ts";
import { toastError } from "./messages.ts";

export interface CopyButtonProps {
  text: string;
  /** The read-only field that shows `text`. */
  field: RefObject<HTMLInputElement | null>;
  /** The button's words until it has copied ("Copy address"). */
  label: string;
  /** What is copied, for the console ("the image address"). */
  what: string;
  /** The toasts: what was copied; what to do when it was not. */
  toasts: { copied: string; copyFailed: string };
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** @example <CopyButton text={url} field={inputRef} label="Copy address" what="the image address" toasts={mediaText} /> */
export function CopyButton({ text, field, label, what, toasts, className, ref }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error(`Copying ${what} failed:`, error);
      field.current?.select();
      toastError(toasts.copyFailed);
      return;
    }
    setCopied(true);
    showToast({ title: "Copied", description: toasts.copied });
  }

  return (
    <Button ref={ref} className={className} onClick={() => void copy()}>
      {copied ? <Check aria-hidden="true" size={16} className="text-emerald-600" /> : <Copy aria-hidden="true" size={16} />}
      {copied ? "Copied" : label}
    </Button>
  );
}

/** The read-only field a Copy sits beside: selected whole when focused, so Ctrl+C or ⌘C takes all of it. */
export function CopyField({ ref, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "readOnly" | "spellCheck" | "onFocus"> & { ref?: Ref<HTMLInputElement> }) {
  return <input ref={ref} {...props} readOnly spellCheck={false} onFocus={(e) => e.currentTarget.select()} />;
}
