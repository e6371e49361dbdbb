// @vitest-environment node
import { describe, expect, it } from "vitest";
import { storedLead as lead } from "../../tests/support/stored-lead.ts";
import { leadsCsv, leadsText } from "./cli.mjs";
import { leadMail } from "./outbox.mjs";

describe("npm run leads: the listing and the CSV", () => {
  it("gives the mail server's words beside a mail it refused for good, in the listing and the CSV", () => {
    const refused = lead({ mail: "refused", attempts: 1, last_error: "554 5.7.1 Message rejected as spam" });
    expect(leadsText([refused])).toContain(
      "#1  2026-01-01T00:00:00.000Z  refused by the mail server: 554 5.7.1 Message rejected as spam\n",
    );
    const [header, row] = leadsCsv([refused]).slice(1).split("\r\n");
    expect(header).toContain('"mail"');
    expect(row).toContain('"refused by the mail server: 554 5.7.1 Message rejected as spam"');
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
      "    Ada <ada@example.com>\n    Type of project: Roofing · Postal code: 99999 (outside the service area) · Budget: Not sure yet\n    Source: direct\n    One\n",
    );
    const [header, row] = leadsCsv([detailed]).slice(1).split("\r\n");
    expect(header).toBe(
      '"id","received_at","name","email","phone","message","mail","service","postcode","outside_area","start","budget",' +
        '"utm_source","utm_medium","utm_campaign","utm_term","utm_content","gclid","referrer_host","from_page","photos"',
    );
    expect(row).toBe(
      '"1","2026-01-01T00:00:00.000Z","Ada","ada@example.com","","One\nTwo","mail queued","Roofing","99999","yes","","Not sure yet",' +
        '"","","","","","","","",""',
    );
    const mail = leadMail(detailed, { to: "owner@example.com", from: "site@example.com" });
    expect(mail.subject).toBe("Quote request from Ada (outside the service area)");
    expect(mail.text).toContain(
      "Phone: (not given)\nType of project: Roofing\nPostal code: 99999 (outside the service area)\nBudget: Not sure yet\nSource: direct\n",
    );
  });
});
