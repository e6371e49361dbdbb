// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { company, contactForm, privacy } from "~/content/site";
import { FIELD_NAMES, labelOf, type FormChoices } from "#shared/contact/fields.ts";
import { INBOX_PATH } from "#shared/paths.ts";
import { facts } from "../../tests/support/site-words.ts";
import { LABELS, PHOTO_LABEL } from "../../tests/support/form-rules";
import { PrivacyNotice, retentionText } from "./privacy-notice";

const section = (name: string) => screen.getByRole("region", { name });
/** The content's choices, with budget ranges (the owner's may offer none: the form then asks no budget). */
const CHOICES: FormChoices = { ...contactForm, budgets: ["Under $25,000", "Over $25,000"] };
const show = (
  endpoint: string,
  {
    retentionDays = 730,
    photoHosts = [] as string[],
    choices = CHOICES,
    inboxHost = "server" as "server" | "cloudflare",
  } = {},
) =>
  render(
    <PrivacyNotice
      endpoint={endpoint}
      retentionDays={retentionDays}
      photoHosts={photoHosts}
      choices={choices}
      inboxHost={inboxHost}
    />,
  );

describe("the privacy notice", () => {
  it("names who is responsible and how to reach them, from the content", () => {
    show(INBOX_PATH);
    const who = section(privacy.responsibleTitle);
    expect(who).toHaveTextContent(company.name);
    if (company.address) expect(who).toHaveTextContent(company.address.street);
    expect(within(who).getByRole("link", { name: company.email })).toHaveAttribute(
      "href",
      `mailto:${company.email}`,
    );
    expect(within(who).getByRole("link", { name: company.phone })).toBeInTheDocument();
  });

  it("lists every field of the form with why it is asked, from the form's own list, then the photos and the source", () => {
    show(INBOX_PATH);
    const items = within(section(privacy.collectedTitle)).getAllByRole("listitem");
    const purposes: Record<string, string | undefined> = privacy.purposes;
    expect(items.map((li) => li.textContent)).toEqual([
      ...FIELD_NAMES.map((field) => `${labelOf(field, CHOICES, LABELS)}: ${purposes[field]}`),
      `${PHOTO_LABEL}: ${purposes.photos}`,
      `${privacy.sourceLabel}: ${purposes.source}`,
    ]);
  });

  it("with a form service: no photos (they reach only the inbox), the source still listed", () => {
    show("https://forms.example.com/f/quote");
    const items = within(section(privacy.collectedTitle)).getAllByRole("listitem");
    expect(items.map((li) => li.textContent?.split(":")[0])).toEqual([
      ...FIELD_NAMES.map((field) => labelOf(field, CHOICES, LABELS)),
      privacy.sourceLabel,
    ]);
  });

  it("names the postal code as the owner's form does", () => {
    show(INBOX_PATH, { choices: { ...CHOICES, postcodeLabel: "Postcode of the job" } });
    const items = within(section(privacy.collectedTitle)).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toContain(`Postcode of the job: ${privacy.purposes.postcode}`);
  });

  it("leaves out the budget when the owner offers no budget ranges (the form asks none)", () => {
    show(INBOX_PATH, { choices: { ...contactForm, budgets: [] } });
    const labels = within(section(privacy.collectedTitle))
      .getAllByRole("listitem")
      .map((li) => li.textContent?.split(":")[0]);
    expect(labels).not.toContain(LABELS.budget);
    expect(labels).toContain(LABELS.start);
  });

  it("with the site's own inbox: stored on this server, maybe mailed, deleted after the retention setting", () => {
    show(INBOX_PATH, { retentionDays: 90 });
    expect(section(privacy.destinationTitle)).toHaveTextContent(privacy.inbox);
    expect(section(privacy.destinationTitle)).toHaveTextContent(privacy.mailProvider);
    expect(section(privacy.retentionTitle)).toHaveTextContent(
      `${privacy.inboxRetention.before} ${retentionText(90, company.locale, facts)} ${privacy.inboxRetention.after}`,
    );
    expect(section(privacy.retentionTitle)).toHaveTextContent(privacy.kept);
  });

  it("with the site's own inbox on Cloudflare: names Cloudflare as the processor that stores it, and its database", () => {
    show(INBOX_PATH, { retentionDays: 90, inboxHost: "cloudflare" });
    expect(section(privacy.destinationTitle)).toHaveTextContent("Cloudflare, Inc.");
    expect(section(privacy.destinationTitle)).not.toHaveTextContent(privacy.inbox);
    expect(section(privacy.retentionTitle)).toHaveTextContent(
      `${privacy.inboxRetention.beforeOnCloudflare} ${retentionText(90, company.locale, facts)} ${privacy.inboxRetention.after}`,
    );
  });

  it("with the site's own inbox: says how long its backups keep a deleted request, from the content", () => {
    show(INBOX_PATH);
    expect(privacy.backupDays).toBe(7);
    expect(section(privacy.retentionTitle)).toHaveTextContent(
      `${privacy.backups.before} ${retentionText(7, company.locale, facts)} ${privacy.backups.after}`,
    );
  });

  it("with a form service: names its host, and the inbox's period is not claimed", () => {
    show("https://forms.example.com/f/quote");
    expect(section(privacy.destinationTitle)).toHaveTextContent(`${privacy.formService} forms.example.com.`);
    expect(section(privacy.destinationTitle)).not.toHaveTextContent(privacy.inbox);
    expect(section(privacy.retentionTitle)).not.toHaveTextContent(privacy.inboxRetention.before);
    expect(section(privacy.retentionTitle)).not.toHaveTextContent(privacy.backups.before);
  });

  it("with no endpoint: says the form sends nothing, and lists nothing collected", () => {
    show("");
    expect(section(privacy.collectedTitle)).toHaveTextContent(privacy.noEndpoint);
    expect(within(section(privacy.collectedTitle)).queryByRole("list")).toBeNull();
    expect(screen.queryByRole("region", { name: privacy.destinationTitle })).toBeNull();
    expect(screen.queryByRole("region", { name: privacy.retentionTitle })).toBeNull();
  });

  it("says how to use one's rights, that nothing is stored on the device, and names any photo host", () => {
    show("", { photoHosts: ["https://images.unsplash.com"] });
    expect(section(privacy.rightsTitle)).toHaveTextContent(privacy.rights);
    expect(
      within(section(privacy.rightsTitle)).getByRole("link", { name: company.email }),
    ).toBeInTheDocument();
    const device = section(privacy.deviceTitle);
    expect(device).toHaveTextContent(privacy.noCookies);
    expect(device).toHaveTextContent(`${privacy.photoHosts} images.unsplash.com.`);
  });

  it("names no photo host when every photo is the site's own", () => {
    show("");
    expect(section(privacy.deviceTitle)).not.toHaveTextContent(privacy.photoHosts);
  });
});

describe("the retention period, in words", () => {
  // "about" is the site's language's word (facts.approximately); the units are the locale's.
  it.each([
    [730, "730 days (2 years)"],
    [365, "365 days (1 year)"],
    [90, `90 days (${facts.approximately("3 months")})`],
    [30, "30 days"],
    [1, "1 day"],
  ])("%i days: %s", (days, text) => {
    expect(retentionText(days, "en-US", facts)).toBe(text);
  });

  it.each([
    ["de-DE", 730, "730 Tage (2 Jahre)"],
    ["fr-FR", 365, "365 jours (1 an)"],
    ["es-ES", 1, "1 día"],
  ])("in %s, %i days: %s", (locale, days, text) => {
    // French sets a narrow no-break space between a number and its unit.
    expect(retentionText(days, locale, facts).replace(/\s/g, " ")).toBe(text);
  });
});
