/**
 * A call booked in the funnel, the whole way, on a server with e-mail: the owner opens the Calls tab and offers
 * times; a visitor on a phone (390 px, in Tokyo) chooses "schedule a call", picks a time on the thank-you view
 * below the spec's texts, and books it; both e-mails arrive at the SMTP test server with their invitations, read
 * back with ical.js in each reader's zone; the visitor moves the call from the e-mail's link (a new invitation:
 * the same UID, SEQUENCE 1) and the old link then opens nothing; the owner's Calls tab lists the call at its new time.
 */
import ICAL from "ical.js";
import { callMomentText } from "../../src/shared/call-times.ts";
import { accessibilityViolations, expect } from "./fixtures.ts";
import { answer, fillContact, funnel, openFunnel, submitContact } from "./funnel-steps.ts";
import { NOTIFY_SITE_OWNER, signInToNotifySite, startNotifySite } from "./notifications-server.ts";
import { testOnOwnSite } from "./own-server.ts";
import type { ReceivedMail } from "./smtp-receiver.ts";

const test = testOnOwnSite(async () => {
  const site = await startNotifySite();
  site.setWebhookStatus(200);
  return site;
});

function invitation(mail: ReceivedMail) {
  const calendar = new ICAL.Component(ICAL.parse(mail.parsed.calendar!.content));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return { event, tzid: vevent.getFirstProperty("dtstart")!.getParameter("tzid"), wall: `${event.startDate.hour}:${String(event.startDate.minute).padStart(2, "0")}` };
}

test("the owner offers times; a visitor on a phone books one, gets the invitation, moves the call; the owner sees it", async ({ browser, site }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const email = `kenji.${stamp}@example.com`;

  // The owner: every day 08:00–20:00 in New York, 30-minute calls, no notice, so times are open whenever this runs.
  const owner = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: site.url });
  const ownerPage = await owner.newPage();
  await signInToNotifySite(ownerPage);
  await ownerPage.goto("/admin/calls");
  await expect(ownerPage.getByRole("heading", { name: "Calls", level: 2, exact: true })).toBeVisible();
  const form = ownerPage.locator("form", { has: ownerPage.getByRole("button", { name: "Save availability" }) });
  await form.getByLabel("Offer times in the funnel").check();
  await form.getByLabel("Your time zone").selectOption("America/New_York");
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) {
    await form.getByLabel(`${day} stretch 1 from`).fill("08:00");
    await form.getByLabel(`${day} stretch 1 to`).fill("20:00");
    await form.getByLabel(`${day} stretch 2 from`).fill("");
    await form.getByLabel(`${day} stretch 2 to`).fill("");
  }
  await form.getByLabel("Minimum notice").fill("0");
  await form.getByRole("button", { name: "Save availability" }).click();
  await expect(ownerPage.getByRole("status")).toHaveText("Availability saved. The funnel offers times from it now.");

  // The visitor, on a phone in Tokyo.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: "Asia/Tokyo", baseURL: site.url, hasTouch: true, isMobile: true });
  const page = await visitor.newPage();
  await openFunnel(page);
  await answer(page, "Restaurant");
  await answer(page, "Missed calls");
  await answer(page, "Grow sales");
  await answer(page, "Schedule a call");
  await fillContact(page, { firstName: "Kenji", lastName: `Booker ${stamp}`, email, phone: "+81 3 1234 5678", businessName: "Kenji Ramen" });
  await submitContact(page);
  const f = funnel(page);
  // The spec's texts stay; the picker is below them.
  await expect(f.getByText("We will contact you within 24 hours.", { exact: false })).toBeVisible();
  const picker = f.getByRole("region", { name: "Pick a time for your call" });
  await expect(picker.getByText("Times are in Japan Standard Time (Asia/Tokyo).")).toBeVisible();
  const days = picker.getByRole("group", { name: "Day" }).getByRole("radio");
  await days.nth(1).check();
  const times = picker.getByRole("group", { name: /^Times on / });
  const chosen = times.getByRole("radio").nth(2);
  const chosenLabel = (await chosen.locator("xpath=..").innerText()).trim();
  await chosen.check();
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(390);
  // The picker with a time chosen, and its zone list open: no WCAG A/AA violation.
  await picker.getByRole("button", { name: "Change time zone" }).click();
  await expect(picker.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  expect(await accessibilityViolations(page, "#funnel")).toEqual([]);
  await picker.getByRole("button", { name: "Book this call" }).click();
  const booked = f.getByRole("region", { name: "Your call is booked" });
  // "1:00 – 1:30 AM GMT+9": the chosen time's range, with Tokyo's offset.
  await expect(booked).toContainText(`${chosenLabel.replace(/ [AP]M$/, "")} – `);
  await expect(booked).toContainText("GMT+9");
  await expect(booked).toContainText("We will call you then at the number you gave.");

  // Both invitations, each in its reader's zone, one instant.
  const toVisitor = () => site.smtp.messages.find((m) => m.envelope.to.includes(email) && m.parsed.calendar);
  const toOwner = () => site.smtp.messages.find((m) => m.envelope.to.includes(NOTIFY_SITE_OWNER) && m.parsed.calendar && m.parsed.text?.includes(`Booker ${stamp}`));
  await expect.poll(() => Boolean(toVisitor() && toOwner()), { timeout: 20_000 }).toBe(true);
  const visitorInvite = invitation(toVisitor()!);
  const ownerInvite = invitation(toOwner()!);
  expect(visitorInvite.tzid).toBe("Asia/Tokyo");
  expect(ownerInvite.tzid).toBe("America/New_York");
  expect(visitorInvite.event.startDate.toJSDate().getTime()).toBe(ownerInvite.event.startDate.toJSDate().getTime());
  expect(chosenLabel.startsWith(visitorInvite.wall)).toBe(true);
  expect(toVisitor()!.parsed.headers.get("subject")).toContain("GMT+9");

  // The visitor moves the call from the e-mail's link, to the first time of the next day shown.
  const link = /(\/calls\/manage\?token=[A-Za-z0-9_-]{43})/.exec(toVisitor()!.parsed.text!)![1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Your call with");
  await page.locator("details").nth(1).locator("summary").click();
  await page.locator("details").nth(1).getByRole("radio").first().check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Move my call to this time" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your call has moved");
  const moved = () => site.smtp.messages.find((m) => m.envelope.to.includes(email) && /has moved/.test(m.parsed.headers.get("subject") as string));
  await expect.poll(() => Boolean(moved()), { timeout: 20_000 }).toBe(true);
  const movedInvite = invitation(moved()!);
  expect([movedInvite.event.uid, movedInvite.event.sequence]).toEqual([visitorInvite.event.uid, 1]);
  expect(movedInvite.event.startDate.toJSDate().getTime()).not.toBe(visitorInvite.event.startDate.toJSDate().getTime());

  // The first e-mail's link opens nothing now.
  const again = await page.goto(link);
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link was already used");

  // The owner's tab lists the call at its new time, in New York's words.
  await ownerPage.goto("/admin/calls");
  const upcoming = ownerPage.getByRole("region", { name: "Upcoming calls" });
  await expect(upcoming.getByRole("link", { name: new RegExp(`Kenji Booker ${stamp}`) })).toBeVisible();
  await expect(upcoming).toContainText(/E[SD]T/);
  // The Leads tab: the lead says when its call is, in the owner's zone, and Upcoming calls finds it by ticking the box.
  await ownerPage.goto("/admin/leads");
  await ownerPage.getByRole("checkbox", { name: /Upcoming calls/ }).check();
  await expect(ownerPage).toHaveURL(/[?&]calls=1/);
  const row = ownerPage.getByRole("row", { name: new RegExp(`Kenji Booker ${stamp}`) });
  await expect(row).toContainText(`Call booked for${callMomentText(movedInvite.event.startDate.toJSDate(), "America/New_York")}`);
  await owner.close();
  await visitor.close();
});
