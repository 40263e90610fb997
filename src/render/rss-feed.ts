/**
 * The blog's RSS 2.0 document, written by `feed`: full sanitized content in content:encoded with absolute
 * URLs and uploads as plain 1200-px images, category and tags, dc:creator, atom:self.
 *
 * Reading 50 posts' content and writing it as XML is most of what a feed costs, and after a content write
 * at most one or two items differ. So each item's XML is cut from a one-item feed and remembered per post
 * revision; only the posts without one have their content read (planFeed). The document is the
 * library's own frame with the items put in its place: the very bytes one `rss2()` call over all the
 * items writes (src/render/rss-feed.test.ts holds the two side by side).
 */
import { Feed, type FeedOptions, type Item } from "feed";
import type { FeedPost } from "../../db/queries/posts.ts";
import { archivePath, postDate, postPath } from "../blog/blog.ts";
import type { SiteIdentity } from "../content/identity.ts";
import { uploadsForFeed } from "../shared/media-html.ts";
import { escapeHtml } from "./escape-html.ts";
import { absoluteUrl } from "./page-meta.ts";

// Sanitized HTML has only real tags between < and > (a "<" in text is "&lt;"), every value in double quotes.
const TAG = /<[a-z][^<>]*>/g;
const URL_ATTRIBUTE = /\s(href|src|srcset)="([^"]*)"/g;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** One address as the post's page resolves it: root-relative on the site, any other relative one on the page's URL. */
function absoluteAddress(value: string, siteUrl: string, pageUrl: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (/^\/(?!\/)/.test(value)) return siteUrl + value;
  try {
    return escapeHtml(
      new URL(
        value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!),
        pageUrl,
      ).href,
    );
  } catch {
    return value;
  }
}

/**
 * Feed readers have no base URL, and many drop <picture>, <source> and srcset or read no AVIF: uploads become
 * one plain jpg or png (media-html.ts), then every link and image address (href, src, srcset) is absolute.
 */
function feedHtml(html: string, siteUrl: string, pageUrl: string): string {
  return uploadsForFeed(html).replace(TAG, (tag) =>
    tag.replace(URL_ATTRIBUTE, (_, name: string, value: string) => {
      const absolute =
        name === "srcset"
          ? value
              .split(",")
              .map((candidate) => candidate.trim().replace(/^\S+/, (url) => absoluteAddress(url, siteUrl, pageUrl)))
              .join(", ")
          : absoluteAddress(value, siteUrl, pageUrl);
      return ` ${name}="${absolute}"`;
    }),
  );
}

/** Which feed: the whole blog's (/api/rss) or an archive's (its own title, page and address). */
export interface FeedChannel {
  /** After "<site> Blog: ", e.g. "Local SEO". */
  name: string;
  description: string;
  /** The page the feed follows, e.g. /blog/tag/google-maps. */
  path: string;
  /** The feed's own address (atom:self). */
  feedPath: string;
}

function feedOptions(identity: SiteIdentity, siteUrl: string, updated: Date, channel?: FeedChannel): FeedOptions {
  const blogUrl = absoluteUrl(siteUrl, channel?.path ?? "/blog");
  return {
    title: channel ? `${identity.name} Blog: ${channel.name}` : `${identity.name} Blog`,
    description: channel?.description ?? "Practical guides for small and medium business owners on AI receptionists, local SEO and online reviews.",
    id: blogUrl,
    link: blogUrl,
    language: "en-us",
    image: absoluteUrl(siteUrl, "/static/brand/icon-512.png"),
    favicon: absoluteUrl(siteUrl, "/static/brand/favicon.ico"),
    copyright: `© ${identity.copyrightYear} ${identity.legalName}`,
    // Fixed by the content, not the clock, so an unchanged feed keeps its ETag.
    updated,
    generator: identity.name,
    feedLinks: { rss: absoluteUrl(siteUrl, channel?.feedPath ?? "/api/rss") },
    ttl: 60,
  };
}

/** A post and its sanitized content: what an item is written from. */
export type FeedPostWithContent = FeedPost & { content: string };

/**
 * Text as CDATA that survives anything in it. `feed` (through xml-js) escapes only the first "]]>" of a
 * CDATA section, so a title like `A]]>B]]><item>…` could close it and inject markup; split at every
 * "]]>" into adjacent sections, it reads back exactly.
 */
function cdata(text: string): { _cdata: string[] } {
  const parts = text.split("]]>");
  return { _cdata: parts.map((part, i) => (i > 0 ? ">" : "") + part + (i < parts.length - 1 ? "]]" : "")) };
}

function itemOf(post: FeedPostWithContent, siteUrl: string): Item {
  const categories = [
    // Each names its archive (the canonical address of the category's and the tag's posts) as its domain.
    ...(post.category ? [{ _attributes: { domain: absoluteUrl(siteUrl, archivePath("category", post.category.slug)) }, ...cdata(post.category.name) }] : []),
    ...post.tags.map((tag) => ({ _attributes: { domain: absoluteUrl(siteUrl, archivePath("tag", tag.slug)) }, ...cdata(tag.name) })),
  ];
  const link = absoluteUrl(siteUrl, postPath(post.slug));
  const content = feedHtml(post.content, siteUrl, link);
  return {
    title: post.title,
    // A tag URI on the post's id: stable when the slug is edited, so readers never see it twice.
    guid: `tag:${new URL(siteUrl).hostname},2024:blog-post-${post.id}`,
    link,
    date: postDate(post),
    description: post.excerpt ?? undefined,
    content,
    // Extensions replace what `feed` wrote under the same names (same place in the item), or follow it:
    extensions: [
      { name: "title", objects: cdata(post.title) },
      // RSS descriptions are HTML; an excerpt is plain text, so it is escaped to show as written.
      ...(post.excerpt ? [{ name: "description", objects: cdata(escapeHtml(post.excerpt)) }] : []),
      ...(content ? [{ name: "content:encoded", objects: cdata(content) }] : []),
      // Repeated elements are an array to xml-js; the type of `objects` does not say so.
      ...(categories.length > 0 ? [{ name: "category", objects: categories as unknown as Record<string, unknown> }] : []),
      // RSS <author> must be an e-mail address; Dublin Core carries a name (the namespace comes with content:encoded).
      ...(post.author ? [{ name: "dc:creator", objects: cdata(post.author.name) }] : []),
    ],
  };
}

/** The feed in one `rss2()` call: the reference the spliced document must equal, and the empty feed. */
export function wholeFeed(posts: FeedPostWithContent[], identity: SiteIdentity, siteUrl: string, updated: Date, channel?: FeedChannel): string {
  const feed = new Feed(feedOptions(identity, siteUrl, updated, channel));
  for (const post of posts) feed.addItem(itemOf(post, siteUrl));
  return feed.rss2();
}

/** Where the items are in a document `feed` wrote: from the first <item> to the end of the last. */
function itemsSpan(xml: string): { start: number; end: number } {
  const start = xml.indexOf("<item>");
  const end = xml.lastIndexOf("</item>");
  if (start < 0 || end < 0) throw new Error("rss-feed: the feed library wrote no <item>");
  return { start, end: end + "</item>".length };
}

interface RememberedItem {
  revision: string;
  /** What the item shows from other rows (author, category, tags) and the site's address. */
  fields: string;
  xml: string;
  /** Decides the frame's namespaces. */
  hasContent: boolean;
}

/** Items by post id: the feed's 50 and room for the churn of a few rewrites. */
const remembered = new Map<number, RememberedItem>();
const REMEMBERED_ITEMS = 200;

const fieldsOf = (post: FeedPost, siteUrl: string) => JSON.stringify([siteUrl, post.author?.name, post.category, post.tags]);

function rememberedItem(post: FeedPost, siteUrl: string): RememberedItem | undefined {
  const known = remembered.get(post.id);
  return known !== undefined && known.revision === post.revision && known.fields === fieldsOf(post, siteUrl) ? known : undefined;
}

/** The feed's posts, the items already written for them (taken now: a concurrent render may replace them), and whose content to read. */
export interface FeedPlan {
  posts: FeedPost[];
  written: (RememberedItem | undefined)[];
  needContent: number[];
}

export function planFeed(posts: FeedPost[], siteUrl: string): FeedPlan {
  const written = posts.map((post) => rememberedItem(post, siteUrl));
  return { posts, written, needContent: posts.filter((_, i) => written[i] === undefined).map((post) => post.id) };
}

function writeItem(post: FeedPost, content: string | undefined, siteUrl: string): RememberedItem {
  if (content === undefined) throw new Error(`rss-feed: no content read for post ${post.id}`);
  const single = new Feed({ title: "", id: siteUrl, link: siteUrl, copyright: "" });
  const item = itemOf({ ...post, content }, siteUrl);
  single.addItem(item);
  const written = single.rss2();
  const span = itemsSpan(written);
  const fresh: RememberedItem = { revision: post.revision, fields: fieldsOf(post, siteUrl), xml: written.slice(span.start, span.end), hasContent: Boolean(item.content) };
  remembered.delete(post.id);
  if (remembered.size >= REMEMBERED_ITEMS) remembered.delete(remembered.keys().next().value!);
  remembered.set(post.id, fresh);
  return fresh;
}

/**
 * @param contents sanitized content of the posts the plan names in needContent
 * @example
 * const plan = planFeed(await listPostsForFeed(db, 50), siteUrl);
 * const xml = buildFeed(plan, await readPostContents(db, plan.needContent), site, siteUrl, lastChange);
 * @param channel an archive's feed; absent, the whole blog's. Items are the same in every feed (and remembered once).
 */
export function buildFeed(plan: FeedPlan, contents: Map<number, string>, identity: SiteIdentity, siteUrl: string, updated: Date, channel?: FeedChannel): string {
  if (plan.posts.length === 0) return wholeFeed([], identity, siteUrl, updated, channel);
  const items = plan.posts.map((post, i) => plan.written[i] ?? writeItem(post, contents.get(post.id), siteUrl));
  // A stand-in item makes the frame; its content, if any item has some, brings the same namespaces.
  const frame = new Feed(feedOptions(identity, siteUrl, updated, channel));
  frame.addItem({ title: "-", link: siteUrl, date: updated, content: items.some((item) => item.hasContent) ? "-" : undefined });
  const written = frame.rss2();
  const span = itemsSpan(written);
  const before = written.slice(0, span.start);
  const between = before.slice(before.lastIndexOf("\n"));
  return before + items.map((item) => item.xml).join(between) + written.slice(span.end);
}
