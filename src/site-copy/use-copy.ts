/** A page's copy in a component: the document as published (or as the preview's draft has it). */
import { useRenderState } from "../render/render-context.ts";
import type { CopyDocument } from "./define-copy.ts";

/** @example const { hero, plans } = useCopy(trustBuilderCopy); */
export function useCopy<Value extends object>(document: CopyDocument<Value>): Value {
  return useRenderState().copy.get(document);
}
