/**
 * A published post whose images are all uploads — a featured photo and three in the body — made through the
 * admin API of a running server, as the owner would make it. The audit runs Lighthouse's image audits on it.
 */
import type { MediaUploadAnswer } from "../../src/shared/media.ts";
import { photoJpeg } from "./synthetic-photo.ts";

export const POST_WITH_UPLOADS_SLUG = "a-post-with-uploaded-photos";

const PHOTOS = [
  { seed: 11, width: 4032, height: 3024, name: "shop-front.jpg", alt: "The shop front in the morning light" },
  { seed: 12, width: 3024, height: 4032, name: "owner-at-the-counter.jpg", alt: "The owner behind the counter, smiling" },
  { seed: 13, width: 2400, height: 1600, name: "team-at-work.jpg", alt: "Two team members packing orders" },
  { seed: 14, width: 1600, height: 1200, name: "new-sign.jpg", alt: "The new sign above the door" },
];

/** @example const path = await createPostWithUploads("http://127.0.0.1:4000", "the-admin-password"); // "/blog/a-post-with-uploaded-photos" */
export async function createPostWithUploads(origin: string, password: string): Promise<string> {
  const login = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
  if (login.status !== 200 || !cookie) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const headers = { Cookie: cookie, Origin: origin };

  const urls: string[] = [];
  for (const photo of PHOTOS) {
    const res = await fetch(`${origin}/api/admin/media`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "image/jpeg", "X-File-Name": photo.name },
      body: (await photoJpeg(photo.seed, photo.width, photo.height)) as Uint8Array<ArrayBuffer>,
    });
    if (res.status !== 201 && res.status !== 200) throw new Error(`upload ${photo.name}: ${res.status} ${await res.text()}`);
    urls.push(((await res.json()) as MediaUploadAnswer).media.url);
  }
  const paragraph =
    "A small business does not need a studio to show what it does well. A phone, good light and a minute of care are enough, and every photo here was uploaded straight from one.";
  const content = [
    paragraph,
    "## Where we are",
    paragraph,
    `![${PHOTOS[1]!.alt}](${urls[1]})`,
    "## Who you will meet",
    paragraph,
    `![${PHOTOS[2]!.alt}](${urls[2]})`,
    paragraph,
    `![${PHOTOS[3]!.alt}](${urls[3]})`,
    paragraph,
  ].join("\n\n");
  const post = await fetch(`${origin}/api/admin/blog-posts`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify({
      title: "A post with uploaded photos",
      slug: POST_WITH_UPLOADS_SLUG,
      excerpt: "Four photos from a phone: a featured image and three in the text, each served in the size and format the screen needs.",
      content,
      contentFormat: "markdown",
      featuredImageUrl: urls[0],
      status: "published",
    }),
  });
  if (post.status !== 201) throw new Error(`post: ${post.status} ${await post.text()}`);
  return `/blog/${POST_WITH_UPLOADS_SLUG}`;
}
