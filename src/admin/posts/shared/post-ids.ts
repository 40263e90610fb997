/** The Blog Posts tab's elements the server renders and its island finds again by id. */
export const NEW_POST_BUTTON_ID = "new-post";
