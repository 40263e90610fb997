/** The factors panel's dialogs, fetched together the first time one is wanted (see lazy-dialog.ts). */
export { PasskeyDialog } from "./factor-passkey-dialog.tsx";
export { ReauthDialog } from "./factor-reauth-dialog.tsx";
export { NewRecoveryCodesDialog, RecoveryCodesDialog } from "./factor-recovery-codes.tsx";
export { RemoveFactorDialog } from "./factor-remove-dialog.tsx";
export { RenameFactorDialog } from "./factor-rename-dialog.tsx";
export { TotpDialog } from "./factor-totp-dialog.tsx";
