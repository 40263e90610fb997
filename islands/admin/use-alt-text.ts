/** An image's alt text and its 'Decorative image' box, as Edit details (Media tab) and Insert (post editor) ask for them. */
import { useState } from "react";

/**
 * Ticking Decorative empties the alt text (a decorative image has none; the field is locked meanwhile) and
 * unticking brings back what was typed, so a slip of the box loses nothing.
 * @example const { alt, setAlt, decorative, setDecorative } = useAltText(item);
 */
export function useAltText(initial: { alt: string; decorative: boolean }) {
  const [typed, setAlt] = useState(initial.alt);
  const [decorative, setDecorative] = useState(initial.decorative);
  return { alt: decorative ? "" : typed, setAlt, decorative, setDecorative };
}
