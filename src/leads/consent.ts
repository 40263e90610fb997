/** The consent notice under the funnel's form; its version is stored with each lead. */
export const CONSENT_VERSION = "privacy-2024-12";
export const CONSENT_TEXT = "By submitting, you agree that we may contact you about your request as described in our";
