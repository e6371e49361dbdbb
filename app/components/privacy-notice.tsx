import type { ReactNode } from "react";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import {
  FIELD_NAMES,
  isInbox,
  labelOf,
  PHOTOS,
  shows,
  type FieldName,
  type FormChoices,
} from "#shared/contact/fields.ts";
import type { Site } from "~/content/site";
import { useSite } from "~/content/site-context";
import type { SiteCopy } from "#shared/copy/types.ts";

const linkClassName = "font-semibold text-accent underline underline-offset-4";

/** "730 days (2 years)", "90 days (about 3 months)", "30 days", in a language's words and locale. */
export function retentionText(days: number, locale: string, facts: Pick<SiteCopy["facts"], "approximately">) {
  const unit = (n: number, unit: "day" | "month" | "year") =>
    new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" }).format(n);
  if (days % 365 === 0) return `${unit(days, "day")} (${unit(days / 365, "year")})`;
  if (days >= 60)
    return `${unit(days, "day")} (${facts.approximately(unit(Math.round(days / 30.44), "month"))})`;
  return unit(days, "day");
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg text-muted">{children}</div>
    </section>
  );
}

/**
 * What the form collects, as the form asks it: its fields (the budget only when the owner offers
 * ranges), the photos (only this kit's inbox receives them), and where the visitor came from (sent
 * with every request, to the inbox or a form service).
 */
function collected(
  endpoint: string,
  choices: FormChoices,
  { privacy, words: { contactCopy } }: Pick<Site, "privacy" | "words">,
) {
  // Every field has its purpose: a field added to the contract and not here fails the type check.
  const purposes: Record<FieldName | typeof PHOTOS.field | "source", string> = privacy.purposes;
  return [
    ...FIELD_NAMES.filter((field) => shows(field, choices)).map((field) => ({
      label: labelOf(field, choices, contactCopy.labels),
      purpose: purposes[field],
    })),
    ...(isInbox(endpoint) ? [{ label: contactCopy.photos.label, purpose: purposes[PHOTOS.field] }] : []),
    { label: privacy.sourceLabel, purpose: purposes.source },
  ];
}

/**
 * The privacy notice, said from the build's settings: where the form sends what it collects (nowhere,
 * npm start's own inbox, or a form service), how long the inbox keeps it, and the hosts of any photos
 * loaded from another site. The fields are the form's own (FIELD_NAMES), so a field added to the form
 * is listed here.
 */
export function PrivacyNotice({
  endpoint,
  retentionDays,
  photoHosts,
  choices,
  inboxHost = "server",
}: {
  /** The build's CONTACT_ENDPOINT: "" (the form sends nothing), INBOX_PATH, or a form service's URL. */
  endpoint: string;
  retentionDays: number;
  /** The origins the pages load photos from, other than the site's own. */
  photoHosts: readonly string[];
  /** What the build's form offers (the budget field only with the owner's ranges). */
  choices: FormChoices;
  /** Where the site's own inbox runs (INBOX_HOST): the privacy page names Cloudflare as the processor. */
  inboxHost?: "server" | "cloudflare";
}) {
  const site = useSite();
  const { company, privacy, words } = site;
  const inbox = isInbox(endpoint);
  const { addressLines } = company;
  return (
    <div className="container-page py-16">
      <div className="max-w-3xl space-y-12">
        <Part id="privacy-responsible" title={privacy.responsibleTitle}>
          <address className="not-italic">
            <span className="font-semibold text-ink">{company.name}</span>
            {addressLines && (
              <>
                <br />
                {addressLines.join(", ")}
              </>
            )}
            <br />
            <EmailLink company={company} className={linkClassName} /> ·{" "}
            <PhoneLink company={company} className={`whitespace-nowrap ${linkClassName}`} />
          </address>
        </Part>

        <Part id="privacy-collected" title={privacy.collectedTitle}>
          {endpoint ? (
            <>
              <ul className="list-disc space-y-1 pl-6">
                {collected(endpoint, choices, site).map(({ label, purpose }) => (
                  <li key={label}>
                    <span className="font-semibold text-ink">{label}</span>
                    {purpose && `: ${purpose}`}
                  </li>
                ))}
              </ul>
              <p>{privacy.basis}</p>
            </>
          ) : (
            <p>{privacy.noEndpoint}</p>
          )}
        </Part>

        {endpoint && (
          <Part id="privacy-destination" title={privacy.destinationTitle}>
            {inbox ? (
              <p>
                {inboxHost === "cloudflare" ? privacy.cloudflareInbox : privacy.inbox} {privacy.mailProvider}
              </p>
            ) : (
              <p>
                {privacy.formService} <span className="font-semibold text-ink">{new URL(endpoint).host}</span>
                .
              </p>
            )}
          </Part>
        )}

        {endpoint && (
          <Part id="privacy-retention" title={privacy.retentionTitle}>
            {inbox && (
              <p>
                {inboxHost === "cloudflare"
                  ? privacy.inboxRetention.beforeOnCloudflare
                  : privacy.inboxRetention.before}{" "}
                {retentionText(retentionDays, company.locale, words.facts)} {privacy.inboxRetention.after}
              </p>
            )}
            {inbox && (
              <p>
                {privacy.backups.before} {retentionText(privacy.backupDays, company.locale, words.facts)}{" "}
                {privacy.backups.after}
              </p>
            )}
            <p>{privacy.kept}</p>
          </Part>
        )}

        <Part id="privacy-rights" title={privacy.rightsTitle}>
          <p>{privacy.rights}</p>
          <p>
            <EmailLink company={company} className={linkClassName} /> ·{" "}
            <PhoneLink company={company} className={`whitespace-nowrap ${linkClassName}`} />
          </p>
          <p>{privacy.complaint}</p>
        </Part>

        <Part id="privacy-device" title={privacy.deviceTitle}>
          <p>{privacy.noCookies}</p>
          {photoHosts.length > 0 && (
            <p>
              {privacy.photoHosts}{" "}
              <span className="font-semibold text-ink">
                {photoHosts.map((origin) => new URL(origin).host).join(", ")}
              </span>
              .
            </p>
          )}
        </Part>
      </div>
    </div>
  );
}
