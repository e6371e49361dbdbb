/** The owner's words about a request: the mail that tells them of it (server/leads/lead-mail.mjs). */
export const leadsCopy = {
  subject: (name: string) => `Quote request from ${name}`,
  /** Beside a postal code outside the areas served, in the mail and the listing. */
  outsideArea: "outside the service area",
  /** A request from no campaign and no other site: typed, bookmarked, or from a site that sends no referrer. */
  direct: "direct",
  /** "google / cpc / spring, from /services/kitchens": where from, and the page of this site before the form. */
  fromPage: (origin: string, page: string) => `${origin}, from ${page}`,
  notGiven: "(not given)",
  source: "Source",
  /** Beside the source, a request from a page in another of the site's languages: "page in Spanish". */
  pageLanguage: (name: string) => `page in ${name}`,
  photos: "Photos",
  received: "Received",
  photosNotKept: "Photos not kept",
  /** "2 sent (deck.jpg, porch.jpg)": photos that came with a request and could not be kept. */
  sentNotKept: (count: number, names: string) => `${count} sent (${names})`,
  /** Where the photos are, by the host that stored the request. */
  photosWhere: {
    server:
      "(attached as web-sized copies where they could be made; the originals are on the server: npm run leads lists them)",
    cloudflare:
      "(not attached: they are kept in the website's storage at Cloudflare, and npm run leads -- --cloudflare downloads them)",
  },
  /** Why photos sent with a request were not kept, after "2 sent (deck.jpg, porch.jpg), ". */
  notKeptWhy: {
    budget: "the storage budget for photos was full (LEADS_PHOTOS_MAX_MB)",
    disk: "the server's disk was nearly full (LEADS_DISK_RESERVE_MB)",
    /** The disk failed them (a full disk, an I/O error); `problem`: storeProblem's words. */
    notWritten: (problem: string) => `the server could not write them (${problem})`,
  },
  /** The mail server refused the mail with its photos: it is sent again without them. */
  tooLarge:
    "The photos are not attached: the mail server refused this mail as too large with them. They are on the server: npm run leads lists them.",
  /** The mail's last line; `list` is the command. */
  footer: (id: number, list: string) =>
    `Lead #${id}, stored by the website. List every request with: ${list}`,
};

/** "1 quote request", "3 quote requests". */
const requests = (count: number) => `${count} quote request${count === 1 ? "" : "s"}`;
/** "1 failed try", "2 failed tries". */
const failedTries = (count: number) => `${count} failed ${count === 1 ? "try" : "tries"}`;

/**
 * `npm run leads`' own words to the owner (server/leads/cli.mjs): the listing, `--sources`,
 * `--person`, `--delete` and what stops it. The commands and options stay as the owner types them.
 */
export const leadsCli = {
  none: "No quote requests yet.",
  /** The listing's last line. */
  count: (count: number) => `${requests(count)}.`,
  /** A request's mail to the company. */
  mail: {
    sent: "mailed",
    queued: "mail queued",
    refused: "refused by the mail server",
    off: "not mailed",
  },
  /** "mail queued (2 failed tries)". */
  queuedAfter: (count: number) => `mail queued (${failedTries(count)})`,
  /** Before the list of a request's photos. */
  photosIn: (folder: string) => `Photos in ${folder}/`,
  /** `--sources`' column headings. */
  sources: { month: "month", requests: "requests", source: "source" },
  /** `--csv`'s column headings beside the form's labels, and its words. */
  csv: {
    id: "Number",
    receivedAt: "Received",
    mail: "Mail",
    outsideArea: "Outside the areas served",
    yes: "yes",
    photos: "Photos",
    language: "Page language",
    /** The source's columns, each followed by its technical name: "Campaign source (utm_source)". */
    source: {
      utm_source: "Campaign source",
      utm_medium: "Campaign medium",
      utm_campaign: "Campaign",
      utm_term: "Campaign term",
      utm_content: "Campaign content",
      gclid: "Google Ads click",
      referrer_host: "Came from the site",
      from_page: "Came from the page",
    },
  },
  /** `--person <email>`: everything held about whoever wrote from that address. */
  person: {
    nothing: (email: string) => `Nothing is stored about ${email}: no quote request came from that address.`,
    request: (id: number) => `Quote request #${id}`,
    mail: "mail",
    photos: "photos",
    none: "none",
    unknown: "unknown",
    mailed: (at: string) => `mailed to the company ${at}`,
    refused: (error: string) => `refused by the mail server, not tried again: ${error}`,
    waiting: "waiting to be mailed to the company",
    waitingAfter: (count: number, error: string) =>
      `waiting to be mailed to the company (${failedTries(count)}, last: ${error})`,
    notMailed: "not mailed (mail was not set up when it arrived)",
    /** The last line: how many, from whom, and the commands that delete them. */
    summary: (count: number, email: string, commands: string) =>
      `${requests(count)} from ${email}. To delete ${count === 1 ? "it" : "them"}: ${commands}`,
  },
  /** `--delete <id>`. */
  delete: {
    notANumber: (value: string) =>
      `"${value}" is not the number of a quote request: npm run leads shows them (#12 is 12).`,
    noDatabase: (path: string) =>
      `Nothing is stored: there is no database at ${path} (npm start creates it).`,
    noSuch: (id: string, list: string) => `There is no quote request #${id} (${list} lists them).`,
    deleted: (id: number) => `Deleted quote request #${id}, its mail state and its photos.`,
    deletedFrom: (id: number, folder: string) =>
      `Deleted quote request #${id}, its mail state and its photos, from Cloudflare and from ${folder}/.`,
    /** Another program held the database open: the deleted bytes are still in its write-ahead log. */
    notErased: (log: string, command: string) =>
      `But another program was reading the leads database (sqlite3, a backup tool?), so what the deleted requests held is still in its write-ahead log (${log}): close that program and run ${command} again to erase it.`,
    failed: (problem: string) => `The quote request could not be deleted: ${problem}.`,
    timeTravel:
      "Cloudflare's D1 keeps a history of the database for restoring it to a past moment (Time Travel: 30 days on the paid plan, 7 on the free one); the request leaves it when that history passes.",
    backups: (id: number) =>
      `Copies of it in your backups go only when those backups are replaced (your privacy notice says how many days that takes). If you ever restore a backup, delete again every request you deleted since it was made: note #${id}.`,
  },
  /** How the command is used, when it is not. */
  usage: {
    person: "Use: npm run leads -- --person someone@example.com",
    delete: "Use: npm run leads -- --delete 12 (the number npm run leads shows)",
    cloudflareDelete:
      "Use: npm run leads -- --cloudflare --delete 12 (the number npm run leads -- --cloudflare shows)",
    local:
      "--local reads the local Cloudflare inbox of npm run cloudflare:dev: npm run leads -- --cloudflare --local",
    unknown: (options: string) =>
      `Unknown option ${options}. Use: npm run leads [-- --csv | --sources | --person <email> | --delete <id> | --backup <file> | --restore <file>], with --cloudflare (and --local) for the inbox on Cloudflare`,
  },
  noDatabase: (path: string) =>
    `No quote requests yet: there is no database at ${path} (npm start creates it).`,
  noBuild: (folder: string) =>
    `No build in ${folder}/ (run this in the site's folder, or set BUILD_DIR): the fields are named with the form's default labels.`,
};
