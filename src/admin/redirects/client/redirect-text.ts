/** The Redirects tab's notices, with their exact text (the tests pin them). */
export const redirectText = {
  thing: "redirect",
  created: "Redirect created",
  updated: "Redirect updated",
  deleted: "Redirect deleted",
  createFailed: "Failed to create redirect",
  updateFailed: "Failed to update redirect",
  deleteFailed: "Failed to delete redirect",
  importFailed: "Failed to import redirects",
  logRowDeleted: "Removed from the 404 log",
  logCleared: "404 log cleared",
  logDeleteFailed: "Failed to change the 404 log",
} as const;

/** 'Imported 12 redirects (10 new, 2 updated)'. */
export function importedText(answer: { imported: number; created: number; updated: number }): string {
  const noun = answer.imported === 1 ? "redirect" : "redirects";
  return `Imported ${answer.imported} ${noun} (${answer.created} new, ${answer.updated} updated)`;
}
