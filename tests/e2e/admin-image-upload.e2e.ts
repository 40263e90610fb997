/**
 * Images the owner uploads from the post dialog: the toolbar's upload button with its progress row, the alt
 * text and Insert, the published post's responsive <picture>; a refused file's error row (nothing inserted,
 * nothing typed lost); a drop and a paste; the Featured Image's Upload button; an author's picture; a phone.
 * The images are real JPEGs and PNGs made here with sharp, big enough for the bar to be seen on a slowed line.
 */
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { expectToast, loginViaApi, openTab, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });
// The server makes every upload's sizes in one worker, one upload at a time: a busy machine takes seconds each.
test.describe.configure({ timeout: 120_000 });
const PROCESSED = { timeout: 60_000 };

/**
 * A raw RGB image: red rises to the right, green downwards, and blue is `blue(x, y)`; each kind below varies the
 * blue with a seed, so every image is different (the library keeps one copy of identical bytes).
 */
function gradient(width: number, height: number, blue: (x: number, y: number) => number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = blue(x, y);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A JPEG with broad gradients and a fine checker pattern, different for every seed. Random noise would be
 * bigger, but making its AVIF and WebP sizes takes the server's one image worker a minute on a busy machine;
 * the slowed line makes the bar visible instead.
 */
async function photoJpeg(width: number, height: number, seed: number): Promise<Buffer> {
  return gradient(width, height, (x, y) => (((x >> 3) ^ (y >> 3)) & 1 ? (seed * 53) % 256 : 40))
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toBuffer();
}

/** A small gradient PNG, different for every seed. */
async function gradientPng(width: number, height: number, seed: number): Promise<Buffer> {
  return gradient(width, height, () => (seed * 37) % 256)
    .png()
    .toBuffer();
}

/** The upload slowed to `kbps` kilobytes a second, so the progress bar is on screen long enough to see. */
async function slowUploads(page: Page, kbps: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: kbps * 1024 });
  return () => cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

async function newPost(page: Page, format: "Markdown" | "HTML") {
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Blog Post" });
  await expect(dialog).toBeVisible();
  if (format === "Markdown") await dialog.getByRole("group", { name: "Content format" }).getByRole("button", { name: "Markdown" }).click();
  const editor = dialog.getByRole("textbox", { name: `Content (${format})`, exact: true });
  const toolbar = dialog.getByRole("toolbar", { name: "Formatting" });
  const tray = dialog.getByRole("list", { name: "Image uploads" });
  return { dialog, editor, toolbar, tray };
}

/** Picks files through the toolbar's button, as the owner does (the button opens the device's picker). */
async function pickThroughToolbar(page: Page, toolbar: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent("filechooser");
  await toolbar.getByRole("button", { name: "Upload pictures" }).click();
  await (await chooser).setFiles(files);
}

/**
 * Drops files on an element as a desktop drag does: dragenter, dragover, drop with a DataTransfer holding them,
 * at the right end of the element's first line of text.
 */
async function dropFiles(target: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const payload = files.map((f) => ({ name: f.name, type: f.mimeType, base64: f.buffer.toString("base64") }));
  await target.evaluate((element, list) => {
    const data = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      data.items.add(new File([bytes], f.name, { type: f.type }));
    }
    const box = element.getBoundingClientRect();
    // The textarea's first line: its border and padding (9 px), then half a 20-px line.
    const at = { clientX: box.right - 24, clientY: box.top + 19, bubbles: true, cancelable: true, dataTransfer: data };
    element.dispatchEvent(new DragEvent("dragenter", at));
    element.dispatchEvent(new DragEvent("dragover", at));
    element.dispatchEvent(new DragEvent("drop", at));
  }, payload);
}

function row(tray: Locator, fileName: string): Locator {
  return tray.getByRole("listitem").filter({ hasText: fileName });
}

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

test("Markdown: upload from the toolbar with a progress bar, alt text, Insert at the caret, publish; the post page serves a <picture> with AVIF", async ({ page }) => {
  const photo = { name: "front-desk.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(1600, 1200, Date.now() % 1000) };
  const { dialog, editor, toolbar, tray } = await newPost(page, "Markdown");
  const title = `Upload ${unique()}`;
  await dialog.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await editor.click();
  await page.keyboard.type("We answer every call.\n\nSee you soon.");
  // The caret between the two paragraphs: where the image goes.
  await editor.press("ArrowUp");
  await editor.press("End");

  const restore = await slowUploads(page, 60);
  await pickThroughToolbar(page, toolbar, [photo]);
  const upload = row(tray, "front-desk.jpg");
  const bar = upload.getByRole("progressbar", { name: "front-desk.jpg" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", /^\d+$/);
  await expect(upload).toContainText(/Uploading… \d+%/);
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow")), PROCESSED).toBeGreaterThan(0);
  await restore();
  // Every byte sent: the server makes the image's sizes, and the row says so.
  await expect(upload).toContainText("Processing…", PROCESSED);
  await expect(bar).toHaveAttribute("aria-valuetext", "Processing");

  // Done: the row asks for the alt text; Insert without one says what is needed and inserts nothing.
  const alt = upload.getByRole("textbox", { name: "Alt text" });
  await expect(alt).toBeVisible(PROCESSED);
  await expect(upload.getByRole("progressbar")).toHaveCount(0);
  await expect(upload.locator("img")).toHaveAttribute("src", /^\/media\/[0-9a-f]{16}-1600x1200\/\d+\.webp$/);
  await upload.getByRole("button", { name: "Insert" }).click();
  await expect(alt).toBeFocused();
  await expect(alt).toHaveAttribute("aria-invalid", "true");
  await expect(upload).toContainText("Describe the image, or tick “Decorative image”.");
  await expect(editor).toHaveValue("We answer every call.\n\nSee you soon.");

  await alt.fill("Our front desk on a busy morning");
  const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().includes("/api/admin/media/"));
  await alt.press("Enter"); // Enter inserts; it does not submit the post
  const url = (await editor.inputValue()).match(/\/media\/[0-9a-f]{16}-1600x1200\.jpg/)?.[0];
  expect(url).toBeTruthy();
  await expect(editor).toHaveValue(`We answer every call.\n\n![Our front desk on a busy morning](${url})\n\nSee you soon.`);
  await expect(editor).toBeFocused();
  await expect(tray.getByRole("listitem")).toHaveCount(0);
  expect((await saved).status()).toBe(200);
  // The alt text is the library's too.
  const key = url!.slice("/media/".length, "/media/".length + 16);
  const item = await (await page.request.get(`/api/admin/media/${key}`)).json();
  expect(item).toMatchObject({ alt: "Our front desk on a busy morning", decorative: false, width: 1600, height: 1200 });
  // Ctrl+Z takes the insert back, as with any toolbar edit; Ctrl+Shift+Z puts it back.
  await page.keyboard.press("Control+z");
  await expect(editor).toHaveValue("We answer every call.\n\nSee you soon.");
  await page.keyboard.press("Control+Shift+z");
  await expect(editor).toHaveValue(`We answer every call.\n\n![Our front desk on a busy morning](${url})\n\nSee you soon.`);

  await dialog.getByLabel("Status").selectOption("published");
  const created = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/admin/blog-posts");
  await dialog.getByRole("button", { name: "Save" }).click();
  const post = (await (await created).json()) as { slug: string; content: string };
  expect(post.content).toContain(`![Our front desk on a busy morning](${url})`);
  await expectToast(page, "Success", "Blog post created");
  await expect(dialog).toBeHidden();

  await page.goto(`/blog/${post.slug}`);
  const picture = page.locator("article picture").filter({ has: page.locator(`img[alt="Our front desk on a busy morning"]`) });
  await expect(picture).toHaveCount(1);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute("srcset", new RegExp(`/media/${key}-1600x1200/\\d+\\.avif \\d+w`));
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", "1600");
  await expect(img).toHaveAttribute("height", "1200");
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
});

test("a file that is not an image, or too large, shows its error row and inserts nothing; the text typed stays", async ({ page, consoleGuard }) => {
  // The server's refusal of the fake JPEG below, as the browser logs it.
  consoleGuard.allow(/status of 415/);
  const { dialog, editor, toolbar, tray } = await newPost(page, "Markdown");
  await editor.click();
  await page.keyboard.type("Nothing here may be lost.");
  const requests: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/admin/media") && requests.push(r.method()));

  await pickThroughToolbar(page, toolbar, [
    { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 not an image") },
    { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(21 * 1024 * 1024, 1) },
  ]);
  await expect(row(tray, "notes.pdf").getByRole("alert")).toHaveText("This is not an image we can use: upload a JPEG, PNG, WebP, GIF or AVIF file.");
  await expect(row(tray, "huge.jpg").getByRole("alert")).toHaveText("This file is 21.0 MB: images can be at most 20 MB.");
  await expect(row(tray, "huge.jpg")).toHaveAttribute("data-status", "failed");
  // Refused in the browser: nothing was sent.
  expect(requests).toEqual([]);
  await expect(editor).toHaveValue("Nothing here may be lost.");

  // The server's refusal shows the same way: a file that says it is a JPEG but is not one.
  await dropFiles(editor, [{ name: "fake.jpg", mimeType: "image/jpeg", buffer: Buffer.from("this is text, not a JPEG at all") }]);
  await expect(row(tray, "fake.jpg").getByRole("alert")).toBeVisible(PROCESSED);
  expect(requests).toEqual(["POST"]);
  await expect(editor).toHaveValue("Nothing here may be lost.");

  expect(await accessibilityViolations(page, '[data-testid="post-dialog"]')).toEqual([]);

  // Dismissed one by one from the keyboard: the focus moves to the next row, then back to the text.
  await row(tray, "notes.pdf").getByRole("button", { name: "Dismiss notes.pdf" }).focus();
  await page.keyboard.press("Enter");
  await expect(row(tray, "notes.pdf")).toHaveCount(0);
  await expect(row(tray, "huge.jpg").getByRole("button", { name: "Dismiss huge.jpg" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(row(tray, "fake.jpg").getByRole("button", { name: "Dismiss fake.jpg" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(tray).toHaveCount(0);
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue("Nothing here may be lost.");
  await expect(dialog).toBeVisible();
});

test('HTML: images dropped on the text and pasted upload two at a time; decorative inserts alt=""; the caret the owner moved to wins', async ({ page, consoleGuard }) => {
  // The alt text's save is refused once below, as the browser logs it.
  consoleGuard.allow(/status of 503/);
  const seed = Date.now() % 200;
  const { editor, tray } = await newPost(page, "HTML");
  await editor.click();
  await page.keyboard.type("<p>First</p>\n<p>Last</p>");

  await dropFiles(editor, [
    { name: "chart-a.png", mimeType: "image/png", buffer: await gradientPng(640, 360, seed) },
    { name: "chart-b.png", mimeType: "image/png", buffer: await gradientPng(480, 320, seed + 1) },
    { name: "chart-c.png", mimeType: "image/png", buffer: await gradientPng(320, 320, seed + 2) },
  ]);
  await expect(tray.getByRole("listitem")).toHaveCount(3);
  const first = row(tray, "chart-a.png");
  const second = row(tray, "chart-b.png");
  // Two at a time: the third waits its turn, and can be cancelled while it waits.
  await expect(row(tray, "chart-c.png")).toHaveAttribute("data-status", "queued");
  await expect(row(tray, "chart-c.png")).toContainText("Waiting…");
  await row(tray, "chart-c.png").getByRole("button", { name: "Cancel chart-c.png" }).click();
  await expect(tray.getByRole("listitem")).toHaveCount(2);
  await expect(first.getByRole("textbox", { name: "Alt text" })).toBeVisible(PROCESSED);
  await expect(second.getByRole("textbox", { name: "Alt text" })).toBeVisible(PROCESSED);

  expect(await accessibilityViolations(page, '[data-testid="post-dialog"]')).toEqual([]);

  // Both were dropped at the end of the first line: they go there, one after the other in the order inserted.
  await first.getByRole("checkbox", { name: "Decorative image" }).check();
  await expect(first.getByRole("textbox", { name: "Alt text" })).toBeDisabled();
  // The library refuses the alt text this once: a toast says so, and the image stays in the post.
  await page.route("**/api/admin/media/*", (route) =>
    route.request().method() === "PATCH" ? route.fulfill({ status: 503, json: { error: "The database is busy" } }) : route.fallback(),
  );
  await first.getByRole("button", { name: "Insert" }).click();
  await expectToast(
    page,
    "Error",
    "The image is in the post, but its alt text was not saved to the media library (The database is busy). You can add it in the Media tab.",
    "destructive",
  );
  await expect(editor).toHaveValue(/^<p>First<\/p>\n<img src="\/media\/[0-9a-f]{16}-640x360\.(jpg|png)" alt="" width="640" height="360">\n<p>Last<\/p>$/);
  await page.unroute("**/api/admin/media/*");
  await second.getByRole("textbox", { name: "Alt text" }).fill('Calls "answered" by hour');
  await second.getByRole("button", { name: "Insert" }).click();
  await expect(editor).toHaveValue(
    /^<p>First<\/p>\n<img src="\/media\/[0-9a-f]{16}-640x360\.(jpg|png)" alt="" width="640" height="360">\n<img src="\/media\/[0-9a-f]{16}-480x320\.(jpg|png)" alt="Calls &quot;answered&quot; by hour" width="480" height="320">\n<p>Last<\/p>$/,
  );

  // A paste: the owner clicked at the very start while it uploaded, so it goes there.
  await editor.press("Control+Home");
  await editor.evaluate(
    async (element, base64) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], "screenshot.png", { type: "image/png" }));
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    },
    (await gradientPng(300, 200, seed + 3)).toString("base64"),
  );
  const pasted = row(tray, "screenshot.png");
  await expect(pasted.getByRole("textbox", { name: "Alt text" })).toBeVisible(PROCESSED);
  await editor.click();
  await editor.press("Control+End");
  await page.keyboard.type("\n<p>Added while it uploaded</p>");
  await editor.press("Control+Home");
  await pasted.getByRole("textbox", { name: "Alt text" }).fill("Screenshot of the dashboard");
  await pasted.getByRole("button", { name: "Insert" }).click();
  await expect(editor).toHaveValue(/^<img src="\/media\/[0-9a-f]{16}-300x200\.(jpg|png)" alt="Screenshot of the dashboard" width="300" height="200">\n<p>First<\/p>/);
  await expect(editor).toHaveValue(/<p>Added while it uploaded<\/p>$/);
  // The preview shows them (the sanitiser keeps /media images).
  await expect(page.getByTestId("content-preview").locator('img[alt="Screenshot of the dashboard"]')).toHaveCount(1);
});

test("Featured Image URL and OG Image URL: typed addresses as before, or Upload fills them and shows a thumbnail", async ({ page }) => {
  const { dialog } = await newPost(page, "HTML");
  const featured = dialog.getByRole("textbox", { name: "Featured Image URL", exact: true });
  await featured.fill("https://images.example/cover.png");
  await expect(dialog.getByTestId("image-field-thumbnail")).toHaveCount(0);

  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload featured image" }).click();
  expect((await chooser).isMultiple()).toBe(false);
  await (await chooser).setFiles({ name: "cover.png", mimeType: "image/png", buffer: await gradientPng(1200, 630, Date.now() % 1000) });
  await expect(featured).toHaveValue(/^\/media\/[0-9a-f]{16}-1200x630\.(jpg|png)$/, PROCESSED);
  await expect(dialog.getByTestId("image-field-thumbnail")).toHaveAttribute("src", /^\/media\/[0-9a-f]{16}-1200x630\/320\.webp$/);

  // A refused file leaves the address as it was.
  const og = dialog.getByRole("textbox", { name: "OG Image URL", exact: true });
  await og.fill("https://images.example/og.png");
  const ogChooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload OG image" }).click();
  await (await ogChooser).setFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
  await expect(dialog.getByRole("list", { name: "OG Image URL upload" }).getByRole("alert")).toHaveText(
    "This is not an image we can use: upload a JPEG, PNG, WebP, GIF or AVIF file.",
  );
  await expect(og).toHaveValue("https://images.example/og.png");
});

test("an author's Image URL has the same Upload button", async ({ page }) => {
  await openTab(page, "authors");
  await page.getByRole("button", { name: "New Author" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Author" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(`Pic ${unique()}`);
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload author image" }).click();
  await (await chooser).setFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(400, 400, Date.now() % 1000) });
  const field = dialog.getByRole("textbox", { name: "Image URL", exact: true });
  await expect(field).toHaveValue(/^\/media\/[0-9a-f]{16}-400x400\.jpg$/, PROCESSED);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Success", "Author created");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("upload, alt text and Insert fit a 390-px screen without sideways scrolling", async ({ page }) => {
    const { dialog, editor, toolbar, tray } = await newPost(page, "Markdown");
    await editor.tap();
    await page.keyboard.type("From my phone.");
    const restore = await slowUploads(page, 40);
    await pickThroughToolbar(page, toolbar, [{ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await photoJpeg(1200, 900, Date.now() % 1000) }]);
    const upload = row(tray, "IMG_2041.jpg");
    await expect(upload.getByRole("progressbar")).toBeVisible();
    await restore();
    const alt = upload.getByRole("textbox", { name: "Alt text" });
    await expect(alt).toBeVisible(PROCESSED);
    // Nothing wider than the screen.
    const overflow = await dialog.evaluate((d) => [...d.querySelectorAll("*")].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).length);
    expect(overflow).toBe(0);
    for (const control of [alt, upload.getByRole("button", { name: "Insert" }), upload.getByRole("checkbox", { name: "Decorative image" })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await alt.fill("The new sign");
    await upload.getByRole("button", { name: "Insert" }).tap();
    await expect(editor).toHaveValue(/^From my phone\.\n\n!\[The new sign\]\(\/media\/[0-9a-f]{16}-1200x900\.jpg\)$/);
  });
});
