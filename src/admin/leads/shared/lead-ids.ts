/** The Leads tab's elements the server renders and its island finds again by id. */
export const EXPORT_LINK_ID = "export-leads";
