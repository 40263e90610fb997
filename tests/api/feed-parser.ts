/** A real feed parser (Python's feedparser) reading our RSS: what blog-feeds and blog-archives tests check feeds with. */
import { spawnSync } from "node:child_process";

const PYTHON = "/usr/bin/python3";
export const hasFeedparser = spawnSync(PYTHON, ["-c", "import feedparser"], { stdio: "ignore" }).status === 0;
if (!hasFeedparser) {
  console.warn("\n!!! SKIPPING the RSS feed-parser test: /usr/bin/python3 cannot import feedparser." + "\n!!! Install it with: apt-get install -y python3-feedparser\n");
}

export interface ParsedFeed {
  bozo: boolean;
  bozoException: string | null;
  version: string;
  feed: { title: string; link: string; selfLinks: string[]; language: string };
  entries: { title: string; link: string; id: string; published: string; summary: string; summaryText: string; content: string; tags: string[]; author: string | null }[];
}

/** Parses RSS text with feedparser and returns what matters, as JSON. */
export function parseFeed(xml: string): ParsedFeed {
  const script = `
import html, json, sys, feedparser
d = feedparser.parse(sys.stdin.buffer.read())
print(json.dumps({
  "bozo": bool(d.bozo), "bozoException": str(d.get("bozo_exception")) if d.bozo else None, "version": d.version,
  "feed": {"title": d.feed.get("title"), "link": d.feed.get("link"), "language": d.feed.get("language"),
           "selfLinks": [l["href"] for l in d.feed.get("links", []) if l.get("rel") == "self"]},
  "entries": [{"title": e.get("title"), "link": e.get("link"), "id": e.get("id"), "published": e.get("published"),
               "summary": e.get("summary"), "summaryText": html.unescape(e.get("summary") or ""), "content": (e.get("content") or [{}])[0].get("value"),
               "tags": [t["term"] for t in e.get("tags", [])], "author": e.get("author")} for e in d.entries],
}))`;
  const result = spawnSync(PYTHON, ["-c", script], { input: xml, encoding: "utf8" });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as ParsedFeed;
}
