/** A session's device as the owner recognises it ("Chrome 156 on Linux", "Safari 17 on iPhone"), from its User-Agent. */
import Bowser from "bowser";

export const UNKNOWN_DEVICE = "Unknown browser";

/**
 * @example describeDevice("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) … Version/17.5 Mobile/15E148 Safari/604.1") // "Safari 17 on iPhone"
 */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return UNKNOWN_DEVICE;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split(".")[0];
  const name = browser.name ? (major ? `${browser.name} ${major}` : browser.name) : UNKNOWN_DEVICE;
  // A phone or tablet by its model (iPhone, iPad); anything else by its system (macOS, Windows, Android…).
  const place = platform.model && platform.type !== "desktop" ? platform.model : os.name;
  return place ? `${name} on ${place}` : name;
}
