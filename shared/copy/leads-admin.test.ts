import { describe, expect, it } from "vitest";
import { COPIES } from "./all.ts";
import { LANGUAGES } from "./languages.ts";

/**
 * Sample values for every template of `npm run leads`' backup and Cloudflare words and the leads
 * database's problems (leads-admin.ts), by its path; two samples where a value changes the sentence.
 * Distinctive numbers, so that finding one in a message means the value was kept.
 */
const SAMPLES: Record<string, unknown[][]> = {
  "leadsBackup.done": [
    [37, "/srv/backups/3-Wed/leads.sqlite", 29, "/srv/backups/3-Wed/lead-photos"],
    [1, "/srv/backups/4-Thu/leads.sqlite", 0, "/srv/backups/4-Thu/lead-photos"],
  ],
  "leadsBackup.notMade": [["<the reason>"]],
  "leadsBackup.noDatabase": [["/var/lib/site/leads.sqlite"]],
  "leadsBackup.notCopied": [["/var/lib/site/leads.sqlite", "<the problem>"]],
  "leadsBackup.damaged": [["*** in database main ***"]],
  "leadsBackup.notReadBack": [["/srv/backups/leads.sqlite.partial", "<the problem>"]],
  "leadsBackup.liveData": [["/var/lib/site/lead-photos/backup.sqlite"]],
  "leadsBackup.sameFolder": [["/var/lib/site"]],
  "leadsBackup.isFolder": [["/var/backups/site", "/var/backups/site/leads.sqlite"]],
  "leadsBackup.notPlaced": [["/var/backups/site/leads.sqlite", "<the problem>"]],
  "leadsBackup.photosNotCopied": [["/var/lib/site/lead-photos", "<the problem>"]],
  "leadsRestore.done": [
    [37, "/var/lib/site-backups/3-Wed/leads.sqlite", "/var/lib/site/leads.sqlite", 29],
    [1, "/var/lib/site-backups/4-Thu/leads.sqlite", "/var/lib/site/leads.sqlite", 0],
  ],
  "leadsRestore.replaced": [
    [41, "/var/lib/site/replaced-2026-11-27"],
    [1, "/var/lib/site/replaced-2026-11-28"],
  ],
  "leadsRestore.replacedUnreadable": [["/var/lib/site/replaced-2026-11-27"]],
  "leadsRestore.notMade": [["<the reason>"]],
  "leadsRestore.noBackup": [["/var/lib/site-backups/1-Mon/leads.sqlite"]],
  "leadsRestore.isFolder": [["/var/lib/site-backups/1-Mon", "/var/lib/site-backups/1-Mon/leads.sqlite"]],
  "leadsRestore.notABackup": [["/var/lib/site-backups/1-Mon/leads.sqlite", "<the problem>"]],
  "leadsRestore.newer": [["/var/lib/site-backups/1-Mon/leads.sqlite"]],
  "leadsRestore.isLive": [["/var/lib/site/leads.sqlite"]],
  "leadsRestore.inUse": [["/var/lib/site/leads.sqlite"]],
  "leadsRestore.notPlaced": [["/var/lib/site/leads.sqlite", "<the problem>"]],
  "leadsCloudflare.noLocalInbox": [[".wrangler/local"]],
  "leadsCloudflare.noBuild": [["build"]],
  "leadsCloudflare.notDeployed": [["build"]],
  "leadsCloudflare.doing.downloading": [["2.jpg", 4711]],
  "leadsCloudflare.doing.deletingPhoto": [["3.png", 4711]],
  "leadsCloudflare.doing.deleting": [[4711]],
  "leadsCloudflare.needsLogin": [["<what it was doing>"]],
  "leadsCloudflare.failed": [["<what it was doing>", "✘ [ERROR] A request to the Cloudflare API failed."]],
  "leadsStore.log.notStored": [["/var/lib/site/leads.sqlite", "<the problem>"]],
  "leadsStore.log.photoNotWritten": [["<the problem>"]],
  "leadsStore.log.notClosed": [["/var/lib/site/leads.sqlite", "<the problem>"]],
  "leadsStore.log.outbox": [
    ["<the problem>", "4711, 4712", 30],
    ["<the problem>", "", 30],
  ],
  "leadsStore.log.retentionUnreadable": [["<the problem>"]],
  "leadsStore.log.retentionNotDeleted": [[4711, "<the problem>"]],
  "leadsStore.log.retentionNotEmptied": [["<the problem>"]],
  "leadsStore.log.cannotOpen": [["/var/lib/site/leads.sqlite", "<the problem>"]],
  "leadsStore.log.photosBudget": [[180, 200]],
  "leadsStore.log.photosDisk": [["/var/lib/site/lead-photos", 512, 1024]],
  "leadsStore.log.photosInTheWay": [
    ["/var/lib/site/lead-photos/4711", "/var/lib/site/lead-photos/.left-over/4711-1733350000000"],
  ],
  "publishMail.notLive": [["A new project", "1a2b3c4"]],
  "leadsStore.log.storedWithoutPhotos": [
    [4711, 1, "<the problem>"],
    [4712, 3, "<the problem>"],
  ],
};

/** What the owner types, kept as typed in every language: commands, options, variables, example paths. */
const TYPED =
  /npm run [\w:]+|npx wrangler login|npm start|--[a-z][\w-]*|[A-Z][A-Z0-9]*_[A-Z0-9_]+|\/var\/[\w/.-]*\w/g;

type Words = Record<string, unknown>;

/** Every text and template of the backup, Cloudflare and database words, by path. */
function entries(copy: Words, path = ""): [string, unknown][] {
  return Object.entries(copy).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    return value && typeof value === "object" ? entries(value as Words, at) : [[at, value]];
  });
}

const wordsOf = (language: (typeof LANGUAGES)[number]) => {
  const { leadsBackup, leadsRestore, leadsCloudflare, leadsStore, publishMail } = COPIES[language];
  return new Map(entries({ leadsBackup, leadsRestore, leadsCloudflare, leadsStore, publishMail }));
};

/** Each message English says, with what it is made of: its text, or each sample's sentence. */
const said = (value: unknown, path: string): { args: unknown[]; text: string }[] =>
  typeof value === "function"
    ? (SAMPLES[path] ?? []).map((args) => ({ args, text: String(value(...args)) }))
    : [{ args: [], text: String(value) }];

describe("npm run leads' backup and Cloudflare words, and the leads database's problems", () => {
  const english = wordsOf("en");

  it("has sample values for every template", () => {
    const templates = [...english].filter(([, value]) => typeof value === "function").map(([path]) => path);
    expect(templates.sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it.each(LANGUAGES.filter((language) => language !== "en"))(
    "%s says each in its own words, keeping the values, commands, options and paths as given",
    (language) => {
      const words = wordsOf(language);
      for (const [path, value] of english) {
        const theirs = said(words.get(path), path);
        said(value, path).forEach(({ args, text }, sample) => {
          const their = theirs[sample]!.text;
          expect(their, `${language}: ${path} is English's`).not.toBe(text);
          for (const arg of args) {
            // A value English shows (a path, a number) is shown unchanged; one it leaves out is left out.
            if (text.includes(String(arg)))
              expect(their, `${language}: ${path} loses ${String(arg)}`).toContain(String(arg));
            else expect(their, `${language}: ${path} shows ${String(arg)}`).not.toContain(String(arg));
          }
          for (const typed of text.match(TYPED) ?? [])
            expect(their, `${language}: ${path} changes ${typed}`).toContain(typed);
        });
      }
    },
  );
});
