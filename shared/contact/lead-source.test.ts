import { describe, expect, it } from "vitest";
import { COPIES } from "#shared/copy/all.ts";
import {
  cleanSource,
  leadSource,
  sourceLabel as labelIn,
  sourceName as nameIn,
  type LeadSource,
} from "./lead-source";

const sourceLabel = (source: LeadSource) => labelIn(source, COPIES.en.leadsCopy);
const sourceName = (source: LeadSource) => nameIn(source, COPIES.en.leadsCopy);

const SITE = "https://www.builder.example";

describe("a lead's source, from what the browser sends", () => {
  it("takes the campaign of the page of this site that led to the form, and that page", () => {
    expect(leadSource(`${SITE}/contact`, `${SITE}/?utm_source=flyer&utm_campaign=fall`)).toEqual({
      utm_source: "flyer",
      utm_campaign: "fall",
      from_page: "/",
    });
  });

  it("else the campaign of the contact page's own address", () => {
    expect(
      leadSource(
        `${SITE}/contact?service=roofing&utm_source=google&utm_medium=cpc&gclid=abc`,
        `${SITE}/services/roofing`,
      ),
    ).toEqual({ utm_source: "google", utm_medium: "cpc", gclid: "abc", from_page: "/services/roofing" });
  });

  it("the other site's host when the visitor came straight from it, and direct when nothing is known", () => {
    expect(leadSource(`${SITE}/contact`, "https://www.houzz.com/")).toEqual({
      referrer_host: "www.houzz.com",
    });
    expect(leadSource(`${SITE}/contact`, "")).toEqual({});
    expect(leadSource(`${SITE}/contact`, `${SITE}/contact`)).toEqual({});
    expect(leadSource(`${SITE}/contact`, "android-app://com.google.android.gm/")).toEqual({});
  });

  it("keeps only short, plain values of the keys it knows", () => {
    expect(
      cleanSource({
        utm_source: " flyer ",
        utm_medium: "x".repeat(201),
        utm_campaign: "fall\u001b[2J",
        utm_term: 42,
        referrer_host: "evil.example/path",
        from_page: "javascript:alert(1)",
        cookie: "no",
      }),
    ).toEqual({ utm_source: "flyer" });
    expect(cleanSource({ referrer_host: "www.google.com", from_page: "/services/kitchens" })).toEqual({
      referrer_host: "www.google.com",
      from_page: "/services/kitchens",
    });
  });

  it("says it in a few words", () => {
    expect(
      sourceLabel({
        utm_source: "google",
        utm_medium: "cpc",
        utm_campaign: "spring-kitchens",
        from_page: "/services/kitchens",
      }),
    ).toBe("google / cpc / spring-kitchens, from /services/kitchens");
    expect(sourceLabel({ gclid: "abc" })).toBe("google ads (gclid)");
    expect(sourceLabel({ referrer_host: "www.houzz.com" })).toBe("www.houzz.com");
    expect(sourceLabel({})).toBe("direct");
    expect(sourceLabel({ from_page: "/faq" })).toBe("direct, from /faq");
    expect(sourceName({ utm_source: "flyer", utm_campaign: "fall", from_page: "/" })).toBe("flyer / fall");
  });
});
