/** What the Security page's server HTML and its actions island share. */

/** Add a passkey: where the focus goes when the element that opened a dialog is gone (a removed factor's row). */
export const ADD_PASSKEY_BUTTON_ID = "add-passkey";
/** Add an authenticator app: where the focus goes when its set-up dialog closes without its opener. */
export const ADD_TOTP_BUTTON_ID = "add-totp";
/**
 * The hidden element in the list region that carries the factors and how long this session's proof is still fresh
 * (ms from the read), as JSON: read again by the island after each swap.
 */
export const SECURITY_STATE_ATTRIBUTE = "data-security-state";

export interface SecurityState {
  factors: import("../../../shared/security.ts").AdminFactor[];
  proofFreshForMs: number;
}
