/**
 * The one document shell: head (title, meta, canonical, social cards, feed, CSS, font) and the page body.
 * A page with inline styles gets its <style> put in after the render (src/render/render-page.tsx).
 */
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { IslandScripts } from "./island.tsx";
import { absoluteUrl, type PageMeta } from "./page-meta.ts";
import { useRenderState } from "./render-context.ts";

const DEFAULT_OG_IMAGE = "/static/brand/og-default.png";

function JsonLd({ data }: { data: object }) {
  // "<" escaped so that text inside the JSON can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, as above
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export function Document({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  const { assets, identity, siteUrl, path, inlineStyles } = useRenderState();
  const canonical = absoluteUrl(siteUrl, meta.canonicalPath ?? path);
  const image = absoluteUrl(siteUrl, meta.image ?? DEFAULT_OG_IMAGE);
  // Through React rather than as a <link> here: React puts font preloads before the image preloads it hoists
  // (the logo's), so the font is asked for first and, in a load simulated on HTTP/1.1, gets the document's warm
  // connection; it is the largest file the first paint waits for.
  preload(assets.fontHref, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        <meta name="description" content={meta.description} />
        {meta.keywords ? <meta name="keywords" content={meta.keywords} /> : null}
        {meta.noindex ? <meta name="robots" content="noindex, nofollow" /> : <link rel="canonical" href={canonical} />}
        {meta.links?.map((l) => (
          <link key={l.rel + l.href} rel={l.rel} href={absoluteUrl(siteUrl, l.href)} />
        ))}
        {inlineStyles ? null : <link rel="stylesheet" href={assets.stylesheetHref} />}
        {meta.feed ? <link rel="alternate" type="application/rss+xml" title={meta.feed.title} href={absoluteUrl(siteUrl, meta.feed.path)} /> : null}
        <link rel="alternate" type="application/rss+xml" title={`${identity.name} Blog`} href={absoluteUrl(siteUrl, "/api/rss")} />
        <link rel="icon" href="/static/brand/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/static/brand/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/static/brand/apple-touch-icon.png" />
        <link rel="manifest" href="/static/brand/site.webmanifest" />
        <meta name="theme-color" content="#4F46E5" />
        <meta property="og:site_name" content={identity.name} />
        <meta property="og:type" content={meta.type ?? "website"} />
        <meta property="og:title" content={meta.socialTitle ?? meta.title} />
        <meta property="og:description" content={meta.socialDescription ?? meta.description} />
        <meta property="og:url" content={canonical} />
        <meta property="og:image" content={image} />
        {meta.imageAlt ? <meta property="og:image:alt" content={meta.imageAlt} /> : null}
        <meta property="og:locale" content="en_US" />
        {Object.entries(meta.openGraph ?? {}).map(([property, content]) => (
          <meta key={property} property={property} content={content} />
        ))}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={meta.socialTitle ?? meta.title} />
        <meta name="twitter:description" content={meta.socialDescription ?? meta.description} />
        <meta name="twitter:image" content={image} />
        {meta.jsonLd?.map((data, i) => (
          <JsonLd key={i} data={data} />
        ))}
      </head>
      <body className="min-h-screen flex flex-col bg-white text-slate-600">
        {children}
        <IslandScripts />
      </body>
    </html>
  );
}
