/**
 * An admin-entered image URL if it is web-safe (http, https or a root-relative path), else null.
 * @example safeImageUrl("javascript:alert(1)") // null
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  return /^https?:\/\/[^\s"'<>]+$/i.test(value) || /^\/(?!\/)[^\s"'<>]*$/.test(value) ? value : null;
}
