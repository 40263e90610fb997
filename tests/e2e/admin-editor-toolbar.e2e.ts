/**
 * The post body's formatting toolbar as the owner uses it: select a word, click Bold or press Ctrl+B,
 * see the markers and the preview; Ctrl+Z undoes; the same buttons write HTML for an HTML post; the
 * toolbar is one Tab stop with arrow keys between its buttons.
 */
import type { Locator, Page } from "@playwright/test";
import { loginViaApi, openTab } from "./admin-fixtures.ts";
import { expect, test, typeEach } from "./fixtures.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await loginViaApi(page);
});

async function newPost(page: Page) {
  await openTab(page, "blog-posts");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Blog Post" });
  await expect(dialog).toBeVisible();
  return { dialog, toolbar: dialog.getByRole("toolbar", { name: "Formatting" }), preview: page.getByTestId("content-preview") };
}

/** By keyboard: the caret `fromEnd` characters before the end of the text, then `length` characters back selected. */
async function selectBack(editor: Locator, fromEnd: number, length: number) {
  await editor.press("Control+End");
  for (let i = 0; i < fromEnd; i++) await editor.press("ArrowLeft");
  for (let i = 0; i < length; i++) await editor.press("Shift+ArrowLeft");
}

test("Markdown: Bold wraps the selected word, the preview shows it, Ctrl+Z undoes; Ctrl+B, Ctrl+I and Ctrl+K from the keyboard", async ({ page }) => {
  const { dialog, toolbar, preview } = await newPost(page);
  await dialog.getByRole("group", { name: "Content format" }).getByRole("button", { name: "Markdown" }).click();
  const editor = dialog.getByRole("textbox", { name: "Content (Markdown)", exact: true });
  await editor.click();
  await editor.pressSequentially("We answer every call");
  await selectBack(editor, " call".length, "every".length);

  await expect(toolbar.getByRole("button", { name: "Bold" })).toHaveAttribute("title", "Bold (Ctrl+B)");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await expect(editor).toHaveValue("We answer **every** call");
  await expect(preview.locator("strong")).toHaveText("every");
  // The focus stayed in the textarea with the word still selected: typing replaces it.
  await expect(editor).toBeFocused();
  await page.keyboard.press("Control+z");
  await expect(editor).toHaveValue("We answer every call");
  await expect(preview.locator("strong")).toHaveCount(0);

  await selectBack(editor, 0, "call".length);
  await page.keyboard.press("Control+b");
  await expect(editor).toHaveValue("We answer every **call**");
  await page.keyboard.type("ring");
  await expect(editor).toHaveValue("We answer every **ring**");
  // Ctrl+B again on the bold word takes the bold off.
  await selectBack(editor, 2, "ring".length);
  await page.keyboard.press("Control+b");
  await expect(editor).toHaveValue("We answer every ring");

  await selectBack(editor, " ring".length, "every".length);
  await page.keyboard.press("Control+i");
  await expect(editor).toHaveValue("We answer *every* ring");
  await expect(preview.locator("em")).toHaveText("every");

  // A link: the URL part is selected, so the owner types it straight away.
  await editor.press("Control+End");
  await page.keyboard.type(". Read our guide");
  await selectBack(editor, 0, "guide".length);
  await page.keyboard.press("Control+k");
  await page.keyboard.type("https://example.com/guide");
  await expect(editor).toHaveValue("We answer *every* ring. Read our [guide](https://example.com/guide)");
  await expect(preview.locator("a")).toHaveAttribute("href", "https://example.com/guide");
  await expect(preview.locator("a")).toHaveText("guide");

  // Lines: a heading and a bulleted list from the toolbar.
  await editor.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await typeEach(page, ["Missed calls", "Reviews"], "Enter");
  await page.keyboard.press("Shift+ArrowUp");
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await expect(preview.locator("li")).toHaveText(["Missed calls", "Reviews"]);
  await editor.press("Control+Home");
  await toolbar.getByRole("button", { name: "Heading" }).click();
  await expect(preview.locator("h2")).toHaveText("We answer every ring. Read our guide");
  await expect(editor).toHaveValue("## We answer *every* ring. Read our [guide](https://example.com/guide)\n\n- Missed calls\n- Reviews");
});

test("HTML: the same buttons write HTML tags; Image selects its URL", async ({ page }) => {
  const { dialog, toolbar, preview } = await newPost(page);
  const editor = dialog.getByRole("textbox", { name: "Content (HTML)", exact: true });
  await editor.click();
  await page.keyboard.type("Open late");
  await page.keyboard.press("Control+a");
  await toolbar.getByRole("button", { name: "Heading" }).click();
  await expect(editor).toHaveValue("<h2>Open late</h2>");
  await expect(preview.locator("h2")).toHaveText("Open late");

  await editor.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We answer every call");
  await selectBack(editor, " call".length, "every".length);
  await page.keyboard.press("Control+b");
  await expect(editor).toHaveValue("<h2>Open late</h2>\nWe answer <strong>every</strong> call");
  await expect(preview.locator("strong")).toHaveText("every");
  await page.keyboard.press("Control+z");
  await expect(editor).toHaveValue("<h2>Open late</h2>\nWe answer every call");

  await editor.press("Control+End");
  await page.keyboard.press("Enter");
  await toolbar.getByRole("button", { name: "Image" }).click();
  // Pasted in one go, as an image address usually is (typed, the preview would fetch every prefix).
  await page.route("https://cdn.example.com/**", (route) =>
    route.fulfill({ contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"/>' }),
  );
  await page.keyboard.insertText("https://cdn.example.com/team.png");
  await expect(editor).toHaveValue('<h2>Open late</h2>\nWe answer every call\n<img src="https://cdn.example.com/team.png" alt="alt text">');
  // The site's allowlist keeps an https image.
  await expect(preview.locator("img")).toHaveAttribute("alt", "alt text");
});

test("the toolbar is one Tab stop: arrow keys, Home and End move between buttons; Enter formats and returns to the text", async ({ page }) => {
  const { dialog, toolbar } = await newPost(page);
  await dialog.getByRole("group", { name: "Content format" }).getByRole("button", { name: "Markdown" }).click();
  const editor = dialog.getByRole("textbox", { name: "Content (Markdown)", exact: true });
  await editor.click();
  await page.keyboard.type("Quote me");
  await page.keyboard.press("Shift+Tab");
  const bold = toolbar.getByRole("button", { name: "Bold" });
  await expect(bold).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(toolbar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(toolbar.getByRole("button", { name: "Code" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(bold).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button", { name: "Quote" })).toBeFocused();
  // Only one button is in the Tab order, and it is the one last used.
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("Tab");
  await expect(editor).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(toolbar.getByRole("button", { name: "Quote" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(editor).toHaveValue("> Quote me");
  await expect(editor).toBeFocused();
});
