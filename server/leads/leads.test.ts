// @vitest-environment node
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { leadsCsv, leadsText } from "./cli.mjs";
import { fieldLabels, leadPhotos, photoNotKept, SOURCE_KEYS, sourcesText } from "./lead-summary.mjs";
import type { Lead } from "./store.mjs";
import { csvCell, toCsv } from "./csv.mjs";
import { leadMail } from "./lead-mail.mjs";
import { retryDelay } from "./outbox.mjs";
import { createRateLimit } from "./rate-limit.mjs";
import { oneLine, plainText } from "./plain-text.mjs";
import { bodyType } from "./request-body.mjs";
import { openLeadStore } from "./store.mjs";

/** A lead as the store lists it: Ada's, received on New Year's Day 2026, not mailed; `fields` change it. */
const lead = (fields: Partial<Lead> = {}) =>
  ({
    id: 1,
    received_at: "2026-01-01T00:00:00.000Z",
    name: "Ada",
    email: "ada@example.com",
    phone: "",
    message: "Hi",
    mail: "off",
    attempts: 0,
    last_error: null,
    service: "",
    postcode: "",
    outside_area: 0,
    start: "",
    budget: "",
    ...Object.fromEntries(SOURCE_KEYS.map((key) => [key, ""])),
    photos: "[]",
    ...fields,
  }) as Lead;

describe("CSV", () => {
  it.each([
    ["=1+1", `"'=1+1"`],
    ["+1 555 0100", `"'+1 555 0100"`],
    ["-2", `"'-2"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\t=1", `"'\t=1"`],
    ['Say "hi", then go', '"Say ""hi"", then go"'],
    ["a = b", '"a = b"'],
  ])("writes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("gives the mail server's words beside a mail it refused for good, in the listing and the CSV", () => {
    const refused = lead({ mail: "refused", attempts: 1, last_error: "554 5.7.1 Message rejected as spam" });
    expect(leadsText([refused])).toContain(
      "#1  2026-01-01T00:00:00.000Z  refused by the mail server: 554 5.7.1 Message rejected as spam\n",
    );
    const [header, row] = leadsCsv([refused]).slice(1).split("\r\n");
    expect(header).toContain('"mail"');
    expect(row).toContain('"refused by the mail server: 554 5.7.1 Message rejected as spam"');
  });

  it("starts with a byte order mark and ends lines with CRLF", () => {
    expect(toCsv([["a"], ["b\nc"]])).toBe('\uFEFF"a"\r\n"b\nc"\r\n');
  });
});

describe("what visitors typed, where the owner reads it", () => {
  it("shows escape sequences and direction overrides as U+FFFD, keeping lines", () => {
    expect(plainText("a\u001b[2Jb\u202ec\nd\te\u0085")).toBe("a\uFFFD[2Jb\uFFFDc\nd\te\uFFFD");
    expect(oneLine(" Bob\nEmail: x@evil.example \u0007")).toBe("Bob Email: x@evil.example \uFFFD");
  });

  it("writes no control character into a CSV cell", () => {
    expect(csvCell("Eve\u001b]0;pwned\u0007\nline two")).toBe('"Eve\uFFFD]0;pwned\uFFFD\nline two"');
  });

  it("lists each lead with its mail state", () => {
    const queued = lead({ message: "One\nTwo", mail: "queued", attempts: 2, last_error: "down" });
    expect(leadsText([queued])).toBe(
      "#1  2026-01-01T00:00:00.000Z  mail queued (2 failed tries)\n    Ada <ada@example.com>\n    Source: direct\n    One\n    Two\n\n1 quote request.\n",
    );
    expect(leadsText([])).toBe("No quote requests yet.\n");
    const detailed = {
      ...queued,
      service: "Roofing",
      postcode: "99999",
      outside_area: 1,
      budget: "Not sure yet",
    };
    expect(leadsText([detailed])).toContain(
      "    Ada <ada@example.com>\n    Type of project: Roofing · Project ZIP code: 99999 (outside the service area) · Budget: Not sure yet\n    Source: direct\n    One\n",
    );
    const [header, row] = leadsCsv([detailed]).slice(1).split("\r\n");
    expect(header).toBe(
      '"id","received_at","Full Name","Email Address","Phone Number","Project Details","mail",' +
        '"Type of project","Project ZIP code","outside_area","When would you like to start?","Budget",' +
        '"utm_source","utm_medium","utm_campaign","utm_term","utm_content","gclid","referrer_host","from_page","photos"',
    );
    expect(row).toBe(
      '"1","2026-01-01T00:00:00.000Z","Ada","ada@example.com","","One\nTwo","mail queued","Roofing","99999","yes","","Not sure yet",' +
        '"","","","","","","","",""',
    );
    const mail = leadMail(detailed, { to: "owner@example.com", from: "site@example.com" });
    expect(mail.subject).toBe("Quote request from Ada (outside the service area)");
    expect(mail.text).toContain(
      "Phone Number: (not given)\nType of project: Roofing\nProject ZIP code: 99999 (outside the service area)\nBudget: Not sure yet\nSource: direct\n",
    );
    expect(mail.text).toMatch(/^Full Name: Ada\nEmail Address: ada@example.com\n/);
  });

  it("names the fields with the form's labels, the owner's word for the postal code among them", () => {
    const labels = fieldLabels({
      services: [],
      budgets: [],
      postalCodes: [],
      postcodeLabel: "Postcode of the job",
    });
    const detailed = {
      ...lead({ id: 1, received_at: "2026-01-01T00:00:00.000Z" }),
      postcode: "SW1A 1AA",
      start: "Just planning",
    };
    const expected = "Postcode of the job: SW1A 1AA";
    expect(leadsText([detailed], undefined, labels)).toContain(
      `${expected} · When would you like to start?: Just planning`,
    );
    expect(leadMail(detailed, { to: "o@example.com", from: "o@example.com", labels }).text).toContain(
      `\n${expected}\n`,
    );
    expect(leadsCsv([detailed], labels).split("\r\n")[0]).toContain('"Postcode of the job"');
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

describe("the rate limit", () => {
  it("allows a few a minute per client, says when to come back, and refills", () => {
    let now = 0;
    const limit = createRateLimit({ perMinute: 3, now: () => now });
    expect([limit.take("a"), limit.take("a"), limit.take("a")]).toEqual([0, 0, 0]);
    expect(limit.take("a")).toBe(20);
    expect(limit.take("b")).toBe(0);
    now = 20_000;
    expect(limit.take("a")).toBe(0);
    expect(limit.take("a")).toBe(20);
  });
});

describe("the outbox's waits between attempts", () => {
  it("double from 30 s up to an hour", () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelay(20)).toBe(3_600_000);
  });
});

describe("body types", () => {
  it.each([
    ["application/json", "application/json"],
    ["application/json; charset=UTF-8", "application/json"],
    ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded"],
    ["application/json; charset=iso-8859-1", null],
    ["text/plain", null],
    [undefined, null],
  ])("%j is %j", (header, type) => {
    expect(bodyType(header)).toBe(type);
  });
});

describe("the leads database", () => {
  it("is created with its schema on first use, readable by its owner only, and keeps what it stored", () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-unit-"));
    try {
      const path = join(dir, "nested", "leads.sqlite");
      const store = openLeadStore(path);
      const id = store.add(
        {
          name: "Ada",
          email: "ada@example.com",
          phone: "",
          message: "Hi",
          postcode: "99999",
          outsideArea: true,
        },
        { mail: true },
      );
      store.close();
      expect(statSync(path).mode & 0o777).toBe(0o600);
      const again = openLeadStore(path);
      expect(again.list()).toMatchObject([
        { id, name: "Ada", mail: "queued", postcode: "99999", outside_area: 1, service: "", start: "" },
      ]);
      expect(again.nextDue(Date.now())?.id).toBe(id);
      again.markSent(id);
      expect(again.list()[0]?.mail).toBe("sent");
      expect(again.nextAttemptAt()).toBeNull();
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
