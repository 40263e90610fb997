/**
 * IANA time zones as this runtime (or the visitor's browser) knows them: the list an owner picks from, the
 * check of a zone someone sent, and the words that name a zone on screen ("Eastern Time", "GMT-5").
 */

/** Every IANA zone this runtime knows, UTC first: the owner's choices. */
export function timeZones(): string[] {
  return ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
}

/** A zone from the list, spelt as the list spells it (an owner's setting). */
export function isTimeZone(zone: string): boolean {
  if (zone === "UTC") return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return Intl.supportedValuesOf("timeZone").includes(zone);
  } catch {
    return false;
  }
}

/**
 * A zone a browser reported, in the runtime's own spelling, or null when it names none. Lenient on purpose:
 * browsers disagree on old names (Asia/Calcutta, Asia/Kolkata) and on letter case.
 * @example canonicalZone("america/new_york") // "America/New_York"
 */
export function canonicalZone(zone: string): string | null {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

function zonePart(at: Date, zone: string, style: "longGeneric" | "shortOffset" | "short"): string {
  return new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: style }).formatToParts(at).find((part) => part.type === "timeZoneName")?.value ?? zone;
}

/**
 * The zone as people say it, with its IANA name when the two differ.
 * @example zoneLabel("America/New_York", at) // "Eastern Time (America/New_York)"
 */
export function zoneLabel(zone: string, at: Date = new Date()): string {
  const generic = zonePart(at, zone, "longGeneric");
  return generic === zone || generic.startsWith("GMT") ? `${zone} (${zonePart(at, zone, "shortOffset")})` : `${generic} (${zone})`;
}

/** @example zoneOffset(new Date("2026-07-01T12:00:00Z"), "Asia/Kolkata") // "GMT+5:30" */
export function zoneOffset(at: Date, zone: string): string {
  return zonePart(at, zone, "shortOffset");
}

/** @example zoneAbbreviation(new Date("2026-07-01T12:00:00Z"), "America/New_York") // "EDT" */
export function zoneAbbreviation(at: Date, zone: string): string {
  return zonePart(at, zone, "short");
}
