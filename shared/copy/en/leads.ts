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
  /** The mail server refused the mail with its photos: it is sent again without them. */
  tooLarge:
    "The photos are not attached: the mail server refused this mail as too large with them. They are on the server: npm run leads lists them.",
  /** The mail's last line; `list` is the command. */
  footer: (id: number, list: string) =>
    `Lead #${id}, stored by the website. List every request with: ${list}`,
};
