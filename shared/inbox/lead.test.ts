import { describe, expect, it } from "vitest";
import type { FormChoices } from "#shared/contact/fields.ts";
import { kitChoicesOf } from "#shared/contact/rules.ts";
import { COPIES } from "#shared/copy/all.ts";
import { SENT_PATH } from "#shared/paths.ts";
import { accepted, answerPages } from "./answers.mjs";
import { leadOf } from "./lead.mjs";
import { requestFrom } from "./request-body.mjs";

const choices: FormChoices = {
  ...kitChoicesOf(COPIES.en.contactCopy),
  services: [{ slug: "decks", title: "Decks" }],
  budgets: [],
  postalCodes: ["60601"],
  postcodeLabel: "ZIP code",
};
const shell = "<html><head><title>Sent | Co</title></head><body><main>sent</main></body></html>";
const pages = answerPages(
  { sent: shell, sentOutsideArea: shell },
  {
    correction: ({ errors }) => ({ title: "Check", content: `<p>${Object.keys(errors).join(",")}</p>` }),
    refusal: (reason) => ({ title: "Refused", content: reason }),
    sentWithNotice: (_, notice) => ({ content: notice }),
  },
);
const good = {
  name: "Ada",
  email: "ada@example.com",
  phone: "555 0100",
  message: "A new deck, 4 by 3 metres.",
};
const read = (values: Record<string, string>) => requestFrom((name) => values[name]);
const context = { choices, languages: ["en"], pages, page: false, site: "", referer: "" };

describe("what the inbox makes of a request read whole", () => {
  it("thanks a bot like anyone, and keeps nothing of it", () => {
    expect(leadOf(read({ ...good, website: "spam" }), context)).toEqual({
      answer: { status: 201, headers: expect.any(Object), body: '{"ok":true}\n' },
    });
    expect(leadOf(read({ ...good, website: "spam" }), { ...context, page: true }).answer).toMatchObject({
      status: 303,
      headers: { Location: SENT_PATH },
    });
  });

  it("on a site in another language, sends a form post, a bot's too, to its confirmation page", () => {
    const german = { ...context, languages: ["de"], page: true };
    const made = leadOf(read(good), german);
    expect(accepted(true, "", false, made.sentIn!).headers).toMatchObject({ Location: "/kontakt/gesendet" });
    expect(leadOf(read({ ...good, website: "spam" }), german).answer).toMatchObject({
      status: 303,
      headers: { Location: "/kontakt/gesendet" },
    });
  });

  it("answers mistakes beside their fields, or with the form sent back", () => {
    const json = leadOf(read({ ...good, email: "ada" }), context).answer!;
    expect(json.status).toBe(422);
    expect(Object.keys(JSON.parse(json.body).errors)).toEqual(["email"]);
    const page = leadOf(read({ ...good, email: "ada" }), { ...context, page: true }).answer!;
    expect(page).toMatchObject({ status: 422, headers: { "Content-Type": "text/html; charset=utf-8" } });
    expect(page.body).toContain("<main><p>email</p></main>");
  });

  it("makes any other a lead: trimmed, its area, and where the visitor came from", () => {
    const { lead } = leadOf(read({ ...good, name: " Ada ", postcode: "90210" }), {
      ...context,
      referer: "https://www.example.com/contact?utm_source=flyer",
    });
    expect(lead).toMatchObject({ name: "Ada", outsideArea: true, source: { utm_source: "flyer" } });
    expect(leadOf(read({ ...good, postcode: "60601" }), context).lead?.outsideArea).toBe(false);
  });
});

describe("a request from a page in another of the owner's languages", () => {
  const english: FormChoices = { ...choices, language: "en" };
  const spanish: FormChoices = {
    ...choices,
    language: "es",
    services: [{ slug: "decks", title: "Terrazas" }],
    startChoices: ["Lo antes posible"],
    otherService: "Otra cosa",
  };
  const bilingual = { ...context, languages: ["en", "es"], choices: english, forms: { es: spanish } };

  it("is checked against that page's form, and records its language", () => {
    const made = leadOf(
      read({ ...good, service: "Terrazas", start: "Lo antes posible", language: "es" }),
      bilingual,
    );
    expect(made.lead).toMatchObject({ service: "Terrazas", start: "Lo antes posible", language: "es" });
    // The English form's title is no choice of the Spanish form's, and the other way round.
    const wrong = leadOf(read({ ...good, service: "Decks", language: "es" }), bilingual).answer!;
    expect(Object.keys(JSON.parse(wrong.body).errors)).toEqual(["service"]);
    expect(leadOf(read({ ...good, service: "Decks", language: "en" }), bilingual).lead?.language).toBe("en");
    expect(leadOf(read({ ...good, service: "Terrazas" }), bilingual).answer?.status).toBe(422);
  });

  it("takes the site's first language when it names none the site has", () => {
    for (const language of ["de", "", "<es>"])
      expect(leadOf(read({ ...good, language }), bilingual).lead?.language, language).toBe("en");
    expect(leadOf(read({ ...good, language: "es" }), context).lead?.language).toBe("");
  });

  it("never takes a built-in object's property for a form: constructor, __proto__, toString", () => {
    for (const language of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      // Whatever reads the request (requestFrom keeps two letters only), the lookup itself holds.
      const made = leadOf({ ...read(good), language }, bilingual);
      expect(made.lead?.language, language).toBe("en");
      expect(made.lead?.service, language).toBe("");
    }
  });

  it("sent without JavaScript, goes on to the confirmation page in its language", () => {
    const sentIn = (language: string) =>
      leadOf(read({ ...good, language }), { ...bilingual, page: true }).sentIn!;
    // In the language's own words: "/es/contacto/enviado".
    expect(accepted(true, "", false, sentIn("es")).headers).toMatchObject({
      Location: "/es/contacto/enviado",
    });
    expect(accepted(true, "", true, sentIn("es")).headers).toMatchObject({
      Location: "/es/contacto/enviado/fuera-de-zona",
    });
    expect(accepted(true, "", false, sentIn("en")).headers).toMatchObject({ Location: SENT_PATH });
  });
});
