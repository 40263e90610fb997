/** A list's failed reload said above the rows that stay on screen, with Retry. */
import type { AdminList } from "./use-admin-list.ts";

/**
 * A list's reload failed while its earlier rows (or cards) are still on screen: the error and Retry above them.
 * With nothing on screen the list's own error state (DataTable's, the media grid's) says it instead.
 */
export function ReloadError({ list }: { list: AdminList<unknown> }) {
  if (!list.error || !list.data) return null;
  return (
    <p role="alert" className="m-0 border-b border-red-100 bg-red-50 px-5 py-2 text-sm text-red-800">
      {list.error}{" "}
      <button type="button" className="keyboard-focus rounded font-semibold underline" onClick={() => void list.reload()}>
        Retry
      </button>
    </p>
  );
}
