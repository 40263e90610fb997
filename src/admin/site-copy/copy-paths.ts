/** The Site Copy tab's addresses, in one place for its pages, its form and its tests. */
export const SITE_COPY_PAGE = "/admin/site-copy";
export const SITE_COPY_API = "/api/admin/site-copy";

export const copyEditorHref = (key: string, done?: string) => `${SITE_COPY_PAGE}/${key}${done ? `?done=${done}` : ""}`;
export const copyFormAction = (key: string) => `${SITE_COPY_API}/${key}/form`;
/** The preview of the draft (or of the live copy); `version` only makes a new address for each saved draft, so the frame loads it. */
export const copyPreviewHref = (key: string, version: number) => `${SITE_COPY_PAGE}/${key}/preview?v=${version}`;
export const revisionHref = (key: string, id: number) => `${SITE_COPY_PAGE}/${key}/revisions/${id}`;
