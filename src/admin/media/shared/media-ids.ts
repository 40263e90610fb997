/** The ids the Media page's server HTML and its actions island share. */

/** The hidden file input every Upload images button opens (data-opens-file); its files go to the island as "upload". */
export const UPLOAD_INPUT_ID = "media-upload-input";
/** The toolbar's Upload images: where the focus goes when a dialog's card is gone. */
export const UPLOAD_BUTTON_ID = "media-upload-button";
/** Shown by the page script while files are dragged over the page (client/drop-files.ts). */
export const DROP_OVERLAY_ID = "media-drop-overlay";
