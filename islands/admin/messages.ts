/** Every admin notice with its exact text (the tests pin them), and the two toast shapes it uses. */
import { showToast, type ToastMessage } from "../lib/toast.ts";

/**
 * Success: titled 'Success' like the login notice; the action's text is the description, and beside it an Undo
 * (a function) or another action (View post) when given.
 */
export function toastSuccess(description: string, action?: (() => void) | NonNullable<ToastMessage["action"]>): void {
  const button = typeof action === "function" ? { label: "Undo", onAction: action } : action;
  showToast({ title: "Success", description, ...(button ? { action: button } : {}) });
}

/** Failure: destructive, titled 'Error'. */
export function toastError(description: string): void {
  showToast({ title: "Error", description, variant: "destructive" });
}

export const loginText = {
  title: "Admin Access",
  prompt: "Enter the admin password to access the admin panel",
  submit: "Login",
  pending: "Logging in...",
  invalid: "Invalid password",
  failed: "Failed to login. Please try again.",
  success: "Logged in successfully",
} as const;

export const sessionText = { loggedOut: "Logged out", logoutFailed: "Failed to logout" } as const;

export interface EntityText {
  /** The {thing} of the delete confirmation. */
  thing: string;
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

function entity(thing: string, capitalised: string): EntityText {
  return {
    thing,
    created: `${capitalised} created`,
    updated: `${capitalised} updated`,
    deleted: `${capitalised} deleted`,
    createFailed: `Failed to create ${thing}`,
    updateFailed: `Failed to update ${thing}`,
    deleteFailed: `Failed to delete ${thing}`,
  };
}

export const entityText = {
  post: entity("blog post", "Blog post"),
  category: entity("category", "Category"),
  tag: entity("tag", "Tag"),
  author: entity("author", "Author"),
  apiKey: entity("API key", "API key"),
  lead: entity("lead", "Lead"),
} as const;

export const statusText = {
  postStatusUpdated: "Status updated",
  postStatusFailed: "Failed to update status",
  keyStatusUpdated: "API key status updated",
  keyStatusFailed: "Failed to update API key status",
} as const;

/** A dialog whose code could not be fetched (offline, say). */
export const dialogText = { loadFailed: "Couldn't open the form. Check your connection and try again." } as const;

export const confirmTitle = "Are you sure?";

/** 'This action cannot be undone. This will permanently delete the {thing}.': deleting is final, so it says so. */
export function confirmDescription(thing: string): string {
  return `This action cannot be undone. This will permanently delete the ${thing}.`;
}
