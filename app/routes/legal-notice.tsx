import Scale from "lucide-react/icons/scale";
import type { MetaFunction } from "react-router";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/seo";
import { siteAt } from "~/content/site";
import { useSite } from "~/content/site-context";

// Typed by hand: the route exists only when the content has a legal notice (app/routes.ts), so
// React Router's typegen does not always write this route's types.
export const meta: MetaFunction = ({ location }) => {
  const site = siteAt(location.pathname);
  return pageMeta(site, { ...site.legalNoticePage.meta, path: location.pathname });
};

/** The legal notice ("Impressum"): who runs the business, from company.legalNotice and the address. */
export default function LegalNotice() {
  const { company, legalNoticePage } = useSite();
  const { legalNotice: notice, addressLines: address, countryName } = company;
  if (!notice) throw new Error("the legal notice page is built only when company.legalNotice is filled");
  const labels = legalNoticePage.labels;
  const rows = [
    { label: labels.company, value: company.name },
    { label: labels.legalForm, value: notice.legalForm },
    { label: labels.representative, value: notice.representative },
    ...(notice.register && notice.registerNumber
      ? [{ label: labels.register, value: `${notice.register}, ${notice.registerNumber}` }]
      : []),
    ...(notice.vatId ? [{ label: labels.vatId, value: notice.vatId }] : []),
    ...(notice.supervisoryBody ? [{ label: labels.supervisoryBody, value: notice.supervisoryBody }] : []),
  ];
  return (
    <>
      <PageHeader header={legalNoticePage.header} icon={Scale} />
      <div className="container-page py-16">
        <dl className="max-w-3xl divide-y divide-line text-lg">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 py-4 sm:grid-cols-[16rem_1fr] sm:gap-6">
              <dt className="font-semibold">{row.label}</dt>
              <dd className="text-muted">{row.value}</dd>
            </div>
          ))}
          <div className="grid gap-1 py-4 sm:grid-cols-[16rem_1fr] sm:gap-6">
            <dt className="font-semibold">{labels.contact}</dt>
            <dd className="text-muted">
              {address && <address className="not-italic">{[...address, countryName].join(", ")}</address>}
              <EmailLink
                company={company}
                className="font-semibold text-accent underline underline-offset-4"
              />
              {" · "}
              <PhoneLink
                company={company}
                className="font-semibold text-accent underline underline-offset-4"
              />
            </dd>
          </div>
        </dl>
      </div>
    </>
  );
}
