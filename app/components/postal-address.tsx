import { Fragment } from "react";

/** The office's address, a line each, as its country writes it (company.addressLines). */
export function PostalAddress({ lines }: { lines: readonly string[] }) {
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        <Fragment key={line}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
