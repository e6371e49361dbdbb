import { describe, expect, it } from "vitest";
import { publishing } from "../admin-bundle";
import { COPIES } from "#shared/copy/all.ts";
import { aboutHowLong, isLive, lateAfterSeconds, statusWords } from "./live-status";

const words = COPIES.en.liveEditor;

describe("what the editor says of a save's way to the site", () => {
  it("says how long in words an owner reads at a glance, in the owner's language", () => {
    expect(aboutHowLong(COPIES.de.liveEditor, 21)).toBe("etwa 30 Sekunden");
    expect(aboutHowLong(words, 3)).toBe("about 10 seconds");
    expect(aboutHowLong(words, 21)).toBe("about 30 seconds");
    expect(aboutHowLong(words, 170)).toBe("about 3 minutes");
  });

  it("says where to look when the change is late, by how the site is published", () => {
    const server = { builtAt: "2026-12-07T04:00:00.000Z", seconds: 20, via: "server" } as const;
    expect(statusWords(words, server, "waiting")).toBe(
      "Saved. Your site shows the change in about 20 seconds.",
    );
    expect(statusWords(words, server, "live")).toBe("Your change is live on the site now.");
    expect(statusWords(words, server, "late")).toMatch(/email it sent you says what to fix/);
    expect(statusWords(words, { ...server, via: "workflow" }, "late")).toMatch(/Actions tab on GitHub/);
    expect(lateAfterSeconds(server)).toBe(120);
    expect(lateAfterSeconds({ ...server, seconds: 200 })).toBe(600);
  });

  it("takes a publish by npm start to be this build, and GitHub's workflow to add its runner and deploy", () => {
    expect(publishing("abc", {}, 12.2)).toMatchObject({ commit: "abc", seconds: 18, via: "server" });
    expect(publishing(undefined, { GITHUB_ACTIONS: "true" }, 12.2)).toMatchObject({
      seconds: 163,
      via: "workflow",
    });
    expect(publishing(undefined, {}, 1)).not.toHaveProperty("commit");
    expect(Date.parse(publishing(undefined, {}, 1).builtAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe("when a save is live", () => {
  const before = { builtAt: "2026-12-07T04:00:00.000Z", commit: "a1", seconds: 20, via: "server" } as const;
  it("is a build of the branch's head after the save, not an earlier save's publish", () => {
    expect(isLive(before, before, "c3")).toBe(false);
    expect(isLive(before, { ...before, builtAt: "2026-12-07T04:00:15.000Z", commit: "b2" }, "c3")).toBe(
      false,
    );
    expect(isLive(before, { ...before, builtAt: "2026-12-07T04:00:30.000Z", commit: "c3" }, "c3")).toBe(true);
  });
  it("is any newer build when the builds or GitHub do not say their commit", () => {
    const newer = { builtAt: "2026-12-07T04:00:30.000Z", seconds: 20, via: "server" } as const;
    expect(isLive(before, newer, "c3")).toBe(true);
    expect(isLive(before, { ...newer, commit: "b2" }, undefined)).toBe(true);
  });
});
