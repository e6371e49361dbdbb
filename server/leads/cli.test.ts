// @vitest-environment node
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { COPIES } from "#shared/copy/all.ts";
import { siteLanguagesOf } from "#shared/copy/site-language.ts";
import { storedLead as lead } from "../../tests/support/stored-lead.ts";
import { leadsCsv, leadsText } from "./cli.mjs";
import { csvSeparator } from "./csv.mjs";
import { leadMail } from "./lead-mail.mjs";
import { fieldLabels } from "./lead-summary.mjs";
import { openLeadStore } from "./store.mjs";

/** An owner in the United States whose computer keeps UTC: the stored moments as they are. */
const US_UTC = { locale: "en-US", timeZone: "UTC" };

describe("npm run leads: the listing and the CSV", () => {
  it("gives the mail server's words beside a mail it refused for good, in the listing and the CSV", () => {
    const refused = lead({ mail: "refused", attempts: 1, last_error: "554 5.7.1 Message rejected as spam" });
    expect(leadsText([refused], undefined, undefined, US_UTC)).toContain(
      "#1  Jan 1, 2026, 12:00 AM  refused by the mail server: 554 5.7.1 Message rejected as spam\n",
    );
    const [header, row] = leadsCsv([refused], undefined, US_UTC).slice(1).split("\r\n");
    expect(header).toContain('"Mail"');
    expect(row).toContain('"refused by the mail server: 554 5.7.1 Message rejected as spam"');
  });

  it("lists each lead with its mail state", () => {
    const queued = lead({ message: "One\nTwo", mail: "queued", attempts: 2, last_error: "down" });
    expect(leadsText([queued], undefined, undefined, US_UTC)).toBe(
      "#1  Jan 1, 2026, 12:00 AM  mail queued (2 failed tries)\n    Ada <ada@example.com>\n    Source: direct\n    One\n    Two\n\n1 quote request.\n",
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
    const [header, row] = leadsCsv([{ ...detailed, language: "es" }], undefined, US_UTC)
      .slice(1)
      .split("\r\n");
    expect(header).toBe(
      '"Number","Received","Full Name","Email Address","Phone Number","Project Details","Mail",' +
        '"Type of project","Project ZIP code","Outside the areas served","When would you like to start?","Budget",' +
        '"Campaign source (utm_source)","Campaign medium (utm_medium)","Campaign (utm_campaign)",' +
        '"Campaign term (utm_term)","Campaign content (utm_content)","Google Ads click (gclid)",' +
        '"Came from the site (referrer_host)","Came from the page (from_page)","Photos","Page language"',
    );
    expect(row).toBe(
      '"1","01/01/2026 00:00","Ada","ada@example.com","","One\nTwo","mail queued","Roofing","99999","yes","","Not sure yet",' +
        '"","","","","","","","","","Spanish"',
    );
    const mail = leadMail(detailed, { to: "owner@example.com", from: "site@example.com" });
    expect(mail.subject).toBe("Quote request from Ada (outside the service area)");
    expect(mail.text).toContain(
      "Phone Number: (not given)\nType of project: Roofing\nProject ZIP code: 99999 (outside the service area)\nBudget: Not sure yet\nSource: direct\n",
    );
    expect(mail.text).toMatch(/^Full Name: Ada\nEmail Address: ada@example.com\n/);
  });

  it("writes dates in the owner's time zone and country, and separates cells as their spreadsheet expects", () => {
    const berlin = { locale: "de-DE", timeZone: "Europe/Berlin" };
    // Midnight UTC is one in the morning in Berlin in winter.
    expect(leadsText([lead()], undefined, undefined, berlin)).toMatch(/^#1 {2}01\.01\.2026, 01:00 {2}/);
    const [, row] = leadsCsv([lead()], undefined, berlin).slice(1).split("\r\n");
    expect(row).toMatch(/^"1";"01\.01\.2026 01:00";"Ada";/);
    // Excel splits on ";" where numbers have a decimal comma, on "," elsewhere.
    expect(["de-DE", "fr-FR", "es-ES", "en-US", "en-GB"].map(csvSeparator)).toEqual([
      ";",
      ";",
      ";",
      ",",
      ",",
    ]);
  });

  it("names the fields with the form's labels, the owner's word for the postal code among them", () => {
    const labels = fieldLabels({ postcodeLabel: "Postcode of the job" });
    const detailed = { ...lead(), postcode: "SW1A 1AA", start: "Just planning" };
    const expected = "Postcode of the job: SW1A 1AA";
    expect(leadsText([detailed], undefined, labels)).toContain(
      `${expected} · When would you like to start?: Just planning`,
    );
    expect(leadMail(detailed, { to: "o@example.com", from: "o@example.com", labels }).text).toContain(
      `\n${expected}\n`,
    );
    expect(leadsCsv([detailed], labels).split("\r\n")[0]).toContain('"Postcode of the job"');
  });
});

describe("npm run leads without a build", () => {
  it("names the fields with the form's default labels and says why on stderr, the CSV untouched", () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-cli-"));
    try {
      const db = join(dir, "leads.sqlite");
      openLeadStore(db).close();
      const run = spawnSync(process.execPath, [join(import.meta.dirname, "cli.mjs"), "--csv"], {
        cwd: dir,
        env: { ...process.env, LEADS_DB: db, BUILD_DIR: join(dir, "no-build") },
        encoding: "utf8",
      });
      expect(run.status).toBe(0);
      // Plain Node, as the owner runs it: in the site's language, whatever the tests' wording.
      const { contactCopy, leadsCli } = COPIES[siteLanguagesOf()[0]!];
      expect(run.stdout).toMatch(
        new RegExp(
          `^\uFEFF"${leadsCli.csv.id}"[;,]"${leadsCli.csv.receivedAt}"[;,]"${contactCopy.labels.name}"`,
        ),
      );
      expect(run.stderr).toContain(leadsCli.noBuild(join(dir, "no-build")));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
