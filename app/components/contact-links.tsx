import type { ReactNode } from "react";
import { company } from "~/content/site";

type LinkProps = { className?: string; children?: ReactNode };

/** The company's phone number as a link that dials it. */
export function PhoneLink({ className, children }: LinkProps) {
  return (
    <a className={className} href={`tel:${company.phone.e164}`}>
      {children ?? company.phone.display}
    </a>
  );
}

/** The company's email address as a link that writes to it. */
export function EmailLink({ className, children }: LinkProps) {
  return (
    <a className={className} href={`mailto:${company.email}`}>
      {children ?? company.email}
    </a>
  );
}

/** "call us at <phone> or email <address>": the way to reach us when the form can't. */
export function CallOrEmail({ linkClassName }: { linkClassName: string }) {
  return (
    <>
      call us at <PhoneLink className={linkClassName} /> or email <EmailLink className={linkClassName} />
    </>
  );
}
