// @vitest-environment node
import { describe, expect, it } from "vitest";
import { storedLead as lead } from "../../tests/support/stored-lead.ts";
import { leadsCsv, leadsText } from "./cli.mjs";
import { leadPhotos, photoNotKept, sourcesText } from "./lead-summary.mjs";
import { leadMail } from "./lead-mail.mjs";
import type { Lead } from "./store.mjs";

describe("where a lead came from, and its photos, in the listing, the CSV and the mail", () => {
  it("names the language of a request sent from a page in another of the site's languages, in the owner's", () => {
    const spanish = lead({ id: 3, utm_source: "flyer", language: "es" });
    const mail = leadMail(spanish, { to: "o@example.com", from: "o@example.com" });
    expect(mail.text).toContain("\nSource: flyer (page in Spanish)\n");
    expect(leadsText([spanish], "data/leads.sqlite")).toContain("Source: flyer (page in Spanish)");
    expect(leadsCsv([spanish], undefined, { locale: "en-US", timeZone: "UTC" }).trimEnd()).toMatch(
      /,"Spanish"$/,
    );
    // A request from a page in the owner's own language, or from before, says nothing of it.
    for (const language of ["en", "", undefined])
      expect(
        leadMail(lead({ id: 4, utm_source: "flyer", language }), {
          to: "o@example.com",
          from: "o@example.com",
        }).text,
      ).toContain("\nSource: flyer\n");
  });

  it("says where each lead came from, in the mail, and counts requests per source per month", () => {
    const received = (id: number, receivedAt: string, source: Partial<Lead>) =>
      lead({ id, received_at: receivedAt, ...source });
    const google = {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "spring-kitchens",
      from_page: "/services/kitchens",
    };
    const mail = leadMail(received(1, "2026-03-02T10:00:00.000Z", google), {
      to: "o@example.com",
      from: "o@example.com",
    });
    expect(mail.text).toContain("\nSource: google / cpc / spring-kitchens, from /services/kitchens\n");
    const leads = [
      received(1, "2026-03-02T10:00:00.000Z", google),
      received(2, "2026-03-09T10:00:00.000Z", { utm_source: "flyer", utm_campaign: "fall", from_page: "/" }),
      received(3, "2026-03-10T10:00:00.000Z", { ...google, from_page: "/contact" }),
      received(4, "2026-04-01T10:00:00.000Z", {}),
      received(5, "2026-04-03T10:00:00.000Z", { referrer_host: "www.houzz.com" }),
    ];
    expect(sourcesText(leads)).toBe(
      [
        "month    requests  source",
        "2026-04     1  direct",
        "2026-04     1  www.houzz.com",
        "2026-03     2  google / cpc / spring-kitchens",
        "2026-03     1  flyer / fall",
        "",
      ].join("\n"),
    );
    expect(leadsText([leads[1]!])).toContain("    Source: flyer / fall, from /\n");
  });

  it("lists a lead's photos, by their file in the lead's folder and the visitor's name, in the listing, the CSV and the mail", () => {
    const photos = JSON.stringify([
      { file: "1.jpg", name: "kitchen.jpg", type: "jpeg", bytes: 2_200_000 },
      { file: "2.heic", name: "IMG_0001.HEIC", type: "heic", bytes: 800_000 },
    ]);
    const withPhotos = lead({ id: 7, received_at: "2026-03-02T10:00:00.000Z", photos });
    expect(leadsText([withPhotos], "/srv/site/data/leads.sqlite")).toContain(
      "    Photos in /srv/site/data/lead-photos/7/: 1.jpg (kitchen.jpg, 2.1 MB), 2.heic (IMG_0001.HEIC, 781 KB)\n",
    );
    expect(leadsCsv([withPhotos])).toContain('"1.jpg (kitchen.jpg, 2.1 MB); 2.heic (IMG_0001.HEIC, 781 KB)"');
    const mail = leadMail(withPhotos, { to: "o@example.com", from: "o@example.com" });
    expect(mail.text).toContain("\nPhotos: 1.jpg (kitchen.jpg, 2.1 MB), 2.heic (IMG_0001.HEIC, 781 KB)\n");
  });

  it("says which photos were sent but not kept (no room), and lists, attaches and exports none of them", () => {
    const why = "the storage budget for photos was full (LEADS_PHOTOS_MAX_MB)";
    const photos = JSON.stringify([photoNotKept("deck.jpg", why), photoNotKept("porch.jpg", why)]);
    const notKept = lead({ id: 8, photos });
    expect(leadPhotos(notKept)).toEqual([]);
    const line = `Photos not kept: 2 sent (deck.jpg, porch.jpg), ${why}`;
    expect(leadsText([notKept], "/srv/site/data/leads.sqlite")).toContain(`    ${line}\n`);
    expect(leadsText([notKept], "/srv/site/data/leads.sqlite")).not.toContain("Photos in");
    expect(leadsCsv([notKept])).not.toContain("deck.jpg");
    const mail = leadMail(notKept, { to: "o@example.com", from: "o@example.com" });
    expect(mail.text).toContain(`\n${line}\n`);
    expect(mail.text).not.toContain("\nPhotos: ");
  });
});
