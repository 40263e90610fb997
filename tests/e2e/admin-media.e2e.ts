/**
 * The Media tab as the owner uses it: two images uploaded through the tab's file picker join the top of the
 * grid; the search finds them by file name and by alt text; Edit details gives one its alt text (and the
 * thumbnail's alt follows) and copies its address; a post that uses an image keeps it from being deleted (the
 * refusal lists the post, even when the tab did not know of the use yet); an unused one is deleted. And the
 * tab at a phone's width.
 */
import sharp from "sharp";
import type { MediaItem } from "../../src/shared/media.ts";
import { adminApi, expectToast, loginViaApi, openTab, unique } from "./admin-fixtures.ts";
import { accessibilityViolations, expect, test } from "./fixtures.ts";

/** A small image of its own: a gradient in random colours, so its bytes (and its key) are new on every run. */
async function makeImage(width: number, height: number, format: "png" | "jpeg"): Promise<Buffer> {
  const colour = () => Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(",");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="rgb(${colour()})"/><stop offset="1" stop-color="rgb(${colour()})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

test.describe("at a computer's width", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await loginViaApi(page);
  });

  test("upload two images, find them, describe one, and delete only the one no post uses", async ({ page, consoleGuard }) => {
    // The delete the server refuses is a 409 the browser reports; the tab shows it instead.
    consoleGuard.allow(/status of 409/);
    const id = unique();
    const harbour = `harbour-${id}.png`;
    const van = `van-${id}.jpg`;
    await openTab(page, "media");

    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Upload images" }).first().click();
    const picker = await chooser;
    expect(picker.isMultiple()).toBe(true);
    await picker.setFiles([
      { name: harbour, mimeType: "image/png", buffer: await makeImage(640, 400, "png") },
      { name: van, mimeType: "image/jpeg", buffer: await makeImage(480, 640, "jpeg") },
    ]);
    const uploads = page.getByRole("list", { name: "Uploads" });
    await expect(uploads.locator('[data-status="done"]')).toHaveCount(2, { timeout: 20_000 });

    // Both at the top of the grid, marked New, with no alt text yet.
    const cards = page.getByTestId("media-card");
    await expect.poll(async () => (await cards.locator("h3").allTextContents()).slice(0, 2).sort()).toEqual([harbour, van]);
    const harbourCard = cards.filter({ hasText: harbour });
    const vanCard = cards.filter({ hasText: van });
    await expect(vanCard).toBeVisible();
    await expect(harbourCard).toContainText("640 × 400");
    await expect(harbourCard).toContainText("New");
    await expect(harbourCard).toContainText("No alt text");
    await expect(harbourCard).toContainText("Not used in any post or author");
    await expect(harbourCard.locator("img")).toHaveAttribute("alt", "");
    await expect(harbourCard.locator("img")).toHaveAttribute("loading", "lazy");
    // The thumbnail's box is sized before it loads.
    await expect(harbourCard.locator("img")).toHaveAttribute("width", "640");
    expect(await accessibilityViolations(page)).toEqual([]);

    // Search by file name: only that image, and the search is in the address.
    const search = page.getByRole("searchbox", { name: "Search images" });
    await search.fill(harbour);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${harbour.replace(".", "\\.")}`));
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(harbour);

    // Edit details: the alt text, counted; Decorative empties and locks it; Copy address.
    await harbourCard.getByRole("button", { name: `Edit details of ${harbour}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit details" });
    await expect(dialog).toBeVisible();
    expect(await accessibilityViolations(page, '[data-testid="media-edit-dialog"]')).toEqual([]);
    const alt = dialog.getByRole("textbox", { name: "Alt text" });
    await expect(alt).toBeFocused();
    await dialog.getByRole("checkbox", { name: "Decorative image" }).check();
    await expect(alt).toBeDisabled();
    await expect(alt).toHaveValue("");
    await dialog.getByRole("checkbox", { name: "Decorative image" }).uncheck();
    const description = `Sunrise over the harbour ${id}`;
    await alt.fill(description);
    await expect(dialog).toContainText(`${description.length} / 300`);
    await dialog.getByRole("button", { name: "Copy address" }).click();
    await expectToast(page, "Copied", "Address copied");
    const address = await page.evaluate(() => navigator.clipboard.readText());
    expect(address).toMatch(/^\/media\/[0-9a-f]{16}-640x400\.(jpg|png)$/);
    await expect(dialog.getByRole("textbox", { name: "Address" })).toHaveValue(address);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Success", "Image details saved");
    await expect(dialog).toBeHidden();
    await expect(harbourCard).toContainText(description);
    await expect(harbourCard.locator("img")).toHaveAttribute("alt", description);

    // Search by alt text (any case).
    await search.fill(description.toUpperCase());
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(harbour);
    // No match, then back to everything.
    await search.fill(`nothing-like-this-${id}`);
    await expect(page.getByRole("heading", { name: `No images match “nothing-like-this-${id}”` })).toBeVisible();
    await page.getByRole("link", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/admin\/media$/);
    await expect(search).toHaveValue("");
    await expect(vanCard).toBeVisible();

    // A post starts using the harbour image while the tab still shows it unused: the server refuses, and says where.
    const postTitle = `Our harbour mornings ${id}`;
    await adminApi(page.request, "POST", "/api/admin/blog-posts", {
      title: postTitle,
      slug: `harbour-mornings-${id}`,
      content: `<p>Early light.</p><p><img src="${address}" alt="${description}"></p>`,
      status: "draft",
    });
    await harbourCard.getByRole("button", { name: `Delete ${harbour}` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Are you sure?");
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    // The server's answer first (it can take a while beside another worker), then what the tab makes of it.
    const refusal = page.waitForResponse((r) => r.request().method() === "DELETE" && r.url().includes("/api/admin/media/"));
    await confirm.getByRole("button", { name: "Delete" }).click();
    expect((await refusal).status()).toBe(409);
    await expectToast(page, "Error", "Failed to delete image", "destructive");
    await expect(confirm).toContainText("This image is in use");
    await expect(confirm.getByRole("alert")).toHaveText("This image is used in 1 post: remove it from them first");
    await expect(confirm.getByRole("link", { name: postTitle })).toHaveAttribute("href", /^\/admin\/dashboard\?q=/);
    await expect(confirm.getByRole("button", { name: "Delete" })).toHaveCount(0);
    await expect(confirm.getByRole("button", { name: "Close", exact: true }).last()).toBeFocused();
    expect(await accessibilityViolations(page, '[data-testid="media-delete-dialog"]')).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(confirm).toBeHidden();
    // The card was read again: it shows the use now.
    await expect(harbourCard).toContainText("Used in 1 post");

    // After a reload the card knows, and Delete explains at once.
    await openTab(page, "media");
    await expect(harbourCard).toContainText("Used in 1 post");
    await expect(harbourCard.getByRole("link", { name: postTitle })).toBeVisible();
    await harbourCard.getByRole("button", { name: `Delete ${harbour}` }).click();
    await expect(confirm).toContainText("This image is in use");
    await expect(confirm.getByRole("link", { name: postTitle })).toBeVisible();
    await confirm.getByRole("button", { name: "Close", exact: true }).last().click();

    // The van is used nowhere: the usual confirmation, and it is gone.
    const vanKey = await vanCard.getAttribute("data-key");
    await vanCard.getByRole("button", { name: `Delete ${van}` }).click();
    await expect(confirm).toContainText("This action cannot be undone. This will permanently delete the image.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Image deleted");
    await expect(vanCard).toHaveCount(0);
    await expect(harbourCard).toBeVisible();
    expect((await page.request.get(`/api/admin/media/${vanKey}`)).status()).toBe(404);
  });

  test("an image dropped on the tab is uploaded; while files are dragged over it the tab says where they go", async ({ page, consoleGuard }) => {
    // As at a phone's width below: an image another worker deletes meanwhile answers its thumbnail with a 404.
    consoleGuard.allow(/status of 404/);
    const name = `dropped-${unique()}.png`;
    await openTab(page, "media");
    const bytes = [...(await makeImage(320, 200, "png"))];
    await page.evaluate(
      ({ name, bytes }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
        window.dispatchEvent(new DragEvent("dragenter", { dataTransfer: transfer, bubbles: true, cancelable: true }));
        (window as unknown as { dropTransfer: DataTransfer }).dropTransfer = transfer;
      },
      { name, bytes },
    );
    await expect(page.getByText("Drop images to upload them")).toBeVisible();
    await page.evaluate(() => {
      const transfer = (window as unknown as { dropTransfer: DataTransfer }).dropTransfer;
      window.dispatchEvent(new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    await expect(page.getByText("Drop images to upload them")).toBeHidden();
    await expect(page.getByRole("list", { name: "Uploads" }).locator('[data-status="done"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId("media-card").first()).toContainText(name);
  });
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the tab fits a phone: rows of images, nothing wider than the screen, the dialog within it", async ({ page, consoleGuard }) => {
    // The tab lists every image on the shared server: one that a test in the other worker deletes meanwhile
    // (the delete above) answers its thumbnail with a 404. This test's own thumbnail must load (checked below).
    consoleGuard.allow(/status of 404/);
    await loginViaApi(page);
    const name = `phone-${unique()}.png`;
    const res = await page.request.post("/api/admin/media", {
      data: await makeImage(300, 300, "png"),
      headers: { "Content-Type": "image/png", "X-File-Name": name, Origin: `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}` },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { media } = (await res.json()) as { media: MediaItem };

    await openTab(page, "media");
    await expect(page.getByRole("button", { name: "Upload images" }).first()).toBeVisible();
    const card = page.getByTestId("media-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect
      .poll(() =>
        card
          .locator("img")
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    // Nothing overflows sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    await card.getByRole("button", { name: `Edit details of ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit details" });
    await expect(dialog.getByRole("textbox", { name: "Alt text" })).toBeInViewport();
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole("textbox", { name: "Address" })).toHaveValue(media.url);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Cancel closes at once, nothing saved; Undo opens the form again with what was typed.
    await dialog.getByRole("textbox", { name: "Alt text" }).fill("A plate of pasta by the window");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, "Changes discarded", "Nothing was saved. Undo opens the form again with your changes.");
    await page.locator('section[aria-label="Notifications (F8)"]').getByRole("button", { name: "Undo" }).click();
    await expect(dialog.getByRole("textbox", { name: "Alt text" })).toHaveValue("A plate of pasta by the window");
    await expect(card).toContainText("No alt text");
  });
});
