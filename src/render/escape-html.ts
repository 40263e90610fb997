/**
 * Text as HTML or XML text and attribute values: the five characters that could end or open markup.
 * @example escapeHtml(`Rosa's <b>"Bakery"</b> & Co`) // "Rosa&#39;s &lt;b&gt;&quot;Bakery&quot;&lt;/b&gt; &amp; Co"
 */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}
