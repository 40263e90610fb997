/** Where a channel's test answer is shown: the server renders the place, the island fills it. */
export function testResultId(channel: string): string {
  return `test-${channel}-answer`;
}

/** An alert setting's control; its hint and error are `${id}-hint` and `${id}-error`. */
export function alertFieldId(field: string): string {
  return `alert-${field}`;
}

/** The action the alert forms name: the island saves their fields. */
export const alertFormAction = "save-alerts";

/** The alert settings' section, read again from the server once a save succeeds (ALERTS_CHANGED_EVENT). */
export const ALERT_SETTINGS_ID = "alert-settings";
export const ALERTS_CHANGED_EVENT = "admin:alerts-changed";
