import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { company } from "~/content/site";
import { consoleProblems, expectOneVisible, openPage, PHONE, withSiteInBrowser } from "../support/browser";
import { SPEC } from "../support/spec";

const running = withSiteInBrowser();

const fields = (page: Page) => ({
  name: page.getByRole("textbox", { name: /Full Name/ }),
  email: page.getByRole("textbox", { name: /Email Address/ }),
  phone: page.getByRole("textbox", { name: /Phone Number/ }),
  message: page.getByRole("textbox", { name: /Project Details/ }),
});

async function openContact(viewport?: { width: number; height: number }) {
  const opened = await openPage(running.browser, viewport ? { viewport } : {});
  await opened.page.goto(running.site.origin + "/contact", { waitUntil: "networkidle" });
  // The submit button is enabled once React has hydrated the form.
  await opened.page
    .getByRole("button", { name: "Send Message" })
    .and(opened.page.locator(":enabled"))
    .waitFor();
  return opened;
}

/** Every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(`${request.method()} ${request.url()}`));
  return urls;
}

/**
 * Records each "invalid" event the page fires from now on (constraint validation fires it on every
 * invalid field), with the ValidityState flags that were set.
 */
async function recordInvalid(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { invalid: string[] };
    w.invalid = [];
    const flags = ["valueMissing", "typeMismatch", "patternMismatch", "tooLong", "customError"] as const;
    document.addEventListener(
      "invalid",
      (e) => {
        const field = e.target as HTMLInputElement;
        w.invalid.push(`${field.name}: ${flags.filter((flag) => field.validity[flag]).join(" ")}`);
      },
      { capture: true },
    );
  });
  return () => page.evaluate(() => (window as unknown as { invalid: string[] }).invalid);
}

describe("contact form, default build (no endpoint)", () => {
  it("has the four labelled fields as specified", async () => {
    const { page, close } = await openContact();
    const f = fields(page);
    expect(await f.name.getAttribute("required")).not.toBeNull();
    expect(await f.email.getAttribute("type")).toBe("email");
    expect(await f.email.getAttribute("required")).not.toBeNull();
    expect(await f.phone.getAttribute("type")).toBe("tel");
    expect(await f.phone.getAttribute("required")).toBeNull();
    expect(await f.message.getAttribute("rows")).toBe(String(SPEC.messageRows.value));
    expect(await f.message.getAttribute("placeholder")).toBe(SPEC.messagePlaceholder.value);
    await close();
  });

  it("blocks an empty submit through the browser's own check, says why next to each required field and focuses the first", async () => {
    const { page, close } = await openContact();
    const requests = recordRequests(page);
    const invalid = await recordInvalid(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await invalid()).toEqual(["name: valueMissing", "email: valueMissing", "message: valueMissing"]);
    expect(await page.getByText(SPEC.notice.value.title).count()).toBe(0);
    expect(await fields(page).name.getAttribute("aria-invalid")).toBe("true");
    expect(await fields(page).email.getAttribute("aria-invalid")).toBe("true");
    expect(await fields(page).message.getAttribute("aria-invalid")).toBe("true");
    expect(await fields(page).phone.getAttribute("aria-invalid")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await expectOneVisible(page.getByText("Please enter your name."));
    await expectOneVisible(page.getByText("Please enter your email address."));
    await expectOneVisible(page.getByText("Please tell us about your project."));
    expect(requests).toEqual([]);
    await close();
  });

  it.each([
    ["not-an-email", "email: typeMismatch"],
    ["ada @example.com", "email: typeMismatch"],
    // Chromium's own check accepts a@b; our rule, handed to it with setCustomValidity, does not.
    ["a@b", "email: customError"],
  ])("blocks the email address %j (Chromium finds %s) with our message", async (email, found) => {
    const { page, close } = await openContact();
    const f = fields(page);
    await f.name.fill("Ada Lovelace");
    await f.email.fill(email);
    await f.message.fill("A new porch, please.");
    const requests = recordRequests(page);
    const invalid = await recordInvalid(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await invalid()).toEqual([found]);
    expect(await f.email.getAttribute("aria-invalid")).toBe("true");
    expect(await f.email.getAttribute("aria-describedby")).toBe("field-email-error");
    await expectOneVisible(page.getByText("Please enter a valid email address, like name@example.com."));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");
    expect(await page.getByText(SPEC.notice.value.title).count()).toBe(0);
    expect(await f.name.inputValue()).toBe("Ada Lovelace");
    expect(requests).toEqual([]);

    // Fixing it is enough: the same submit now passes the browser's check.
    await f.email.fill("ada@example.com");
    expect(await f.email.getAttribute("aria-invalid")).toBeNull();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectOneVisible(page.getByText(SPEC.notice.value.title));
    expect(await invalid()).toEqual([found]);
    expect(requests).toEqual([]);
    await close();
  });

  it.each([
    [
      "call me maybe",
      "phone: patternMismatch",
      "Please use only digits, spaces and + ( ) - . / in the phone number.",
    ],
    ["12", "phone: customError", "Please enter a complete phone number."],
  ])("blocks the phone number %j (Chromium finds %s)", async (phone, found, message) => {
    const { page, close } = await openContact();
    const f = fields(page);
    await f.name.fill("Ada Lovelace");
    await f.email.fill("ada@example.com");
    await f.phone.fill(phone);
    await f.message.fill("A new porch, please.");
    const invalid = await recordInvalid(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await invalid()).toEqual([found]);
    await expectOneVisible(page.getByText(message));
    expect(await page.getByText(SPEC.notice.value.title).count()).toBe(0);
    await close();
  });

  it.each([["desktop"], ["phone"]])(
    "on a valid submit (%s) shows the notice, clears every field and sends nothing",
    async (kind) => {
      const { page, console, close } = await openContact(kind === "phone" ? PHONE : undefined);
      const f = fields(page);
      await f.name.fill("Ada Lovelace");
      await f.email.fill("ada@example.com");
      await f.phone.fill("(555) 555-0199");
      await f.message.fill("We would like a quote for a kitchen remodel.");
      const requests = recordRequests(page);
      const invalid = await recordInvalid(page);
      await page.getByRole("button", { name: "Send Message" }).click();

      const notice = page.getByRole("status");
      await expectOneVisible(notice.getByText(SPEC.notice.value.title, { exact: true }));
      await expectOneVisible(notice.getByText(SPEC.notice.value.text, { exact: true }));
      for (const field of Object.values(f)) expect(await field.inputValue()).toBe("");
      expect(await invalid()).toEqual([]);
      await page.waitForTimeout(300);
      expect(requests).toEqual([]);
      expect(consoleProblems(console)).toEqual([]);
      await close();
    },
  );

  it("without JavaScript offers the phone number and email instead of a form that cannot work", async () => {
    const { page, close } = await openPage(running.browser, { javaScriptEnabled: false });
    await page.goto(running.site.origin + "/contact");
    expect(await page.getByRole("textbox", { name: /Full Name/ }).isVisible()).toBe(false);
    const section = page.getByRole("region", { name: SPEC.formTitle.value });
    await expectOneVisible(section.getByRole("link", { name: company.phone.display }));
    await expectOneVisible(section.getByRole("link", { name: company.email }));
    await close();
  });
});
