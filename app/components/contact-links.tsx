import type { ReactNode } from "react";
import type { FormWords } from "#shared/copy/types.ts";
import type { Company } from "~/content/site";

/**
 * The ways to reach the company, handed in rather than imported: the contact form's island
 * receives them as props, so the phone number's library (app/content/phone.ts) stays out of it.
 */
export type Reach = Pick<Company, "phone" | "phoneE164" | "email">;

type LinkProps = { company: Reach; className?: string; children?: ReactNode };

/** The company's phone number as a link that dials it. */
export function PhoneLink({ company, className, children }: LinkProps) {
  return (
    <a className={className} href={`tel:${company.phoneE164}`}>
      {children ?? company.phone}
    </a>
  );
}

/**
 * The company's email address as a link that writes to it. An address may break anywhere: a long
 * one ("info@reformascastellana.example") is wider than a 320 px screen.
 */
export function EmailLink({ company, className, children }: LinkProps) {
  return (
    <a className={`break-all ${className ?? ""}`} href={`mailto:${company.email}`}>
      {children ?? company.email}
    </a>
  );
}

/** "call us at <phone> or email <address>": the way to reach us when the form can't. */
export function CallOrEmail({
  company,
  linkClassName,
  words,
}: {
  company: Reach;
  linkClassName: string;
  /** "call us at", "or email", and what follows, in the form's words. */
  words: FormWords["contactPage"]["callOrEmail"];
}) {
  return (
    <>
      {words.before} <PhoneLink company={company} className={linkClassName} /> {words.between}{" "}
      <EmailLink company={company} className={linkClassName} />
      {words.after && ` ${words.after}`}
    </>
  );
}
