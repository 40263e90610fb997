/** The Redirects tab's elements the server renders and its island finds again by id. */
export const IMPORT_INPUT_ID = "redirects-csv";
export const IMPORT_BUTTON_ID = "import-redirects";
export const ADD_BUTTON_ID = "add-redirect";
