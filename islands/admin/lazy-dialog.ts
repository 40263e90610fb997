/**
 * A dialog's code fetched when it is first wanted, not with the list: the post editor brings the HTML
 * sanitizer and the Markdown parser, every form its zod schema, and showing a tab needs none of them.
 * Pointing at or focusing an opener starts the fetch, so the dialog is usually there by the click.
 * A failed fetch is reported when the dialog is opened, and tried again the next time.
 */
import { dialogText, toastError } from "./messages.ts";

export interface LazyDialog<Module> {
  /** The module, once fetched. */
  loaded(): Module | undefined;
  /** Starts the fetch ahead of a click; a failure is left for `open` to report. */
  preload(): void;
  /** The module, fetched if need be; undefined (with an error toast) when it cannot be fetched. */
  open(): Promise<Module | undefined>;
}

/** @example const postDialog = lazyDialog(() => import("./post-dialog.tsx")); … if (await postDialog.open()) setEditing(post); */
export function lazyDialog<Module>(fetchModule: () => Promise<Module>): LazyDialog<Module> {
  let module: Module | undefined;
  let pending: Promise<Module> | undefined;
  function fetchOnce(): Promise<Module> {
    pending ??= fetchModule().then(
      (fetched) => (module = fetched),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }
  return {
    loaded: () => module,
    preload() {
      fetchOnce().catch(() => {});
    },
    async open() {
      try {
        return await fetchOnce();
      } catch (error) {
        console.error("Loading a dialog failed:", error);
        toastError(dialogText.loadFailed);
        return undefined;
      }
    },
  };
}
