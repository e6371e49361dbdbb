import CircleCheck from "lucide-react/icons/circle-check";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import X from "lucide-react/icons/x";
import { CallOrEmail, type Reach } from "~/components/contact-links";
import type { FormWords } from "#shared/copy/types.ts";
import type { Status } from "./use-contact-form";

/** Shown only when scripts are off: the form cannot work, so say how else to reach us. */
export function NoScriptNotice({ reach, words }: { reach: Reach; words: FormWords["contactPage"] }) {
  return (
    <noscript>
      <p className="rounded-md border border-line bg-surface p-4">
        {words.notices.noScript}{" "}
        <CallOrEmail
          company={reach}
          linkClassName="font-semibold text-accent underline"
          words={words.callOrEmail}
        />
        .
      </p>
    </noscript>
  );
}

/**
 * The outcome of a submit, announced: success in a status region (polite), failure in an alert.
 * The regions are always present, so assistive technology announces what appears in them. `notice`:
 * the inbox's word under the confirmation (it stored the request, not its photos), or "".
 */
export function FormNotices({
  reach,
  status,
  notice = "",
  onDismiss,
  words,
}: {
  reach: Reach;
  status: Status;
  notice?: string;
  onDismiss: () => void;
  words: FormWords["contactPage"];
}) {
  return (
    <>
      <div role="status" className="empty:hidden">
        {status === "sent" && (
          <div className="mb-6 flex items-start gap-3 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <div className="flex-1">
              <p className="font-semibold">{words.success.title}</p>
              <p>{words.success.text}</p>
              {notice && <p className="mt-2 font-semibold">{notice}</p>}
            </div>
            <button
              type="button"
              onClick={onDismiss}
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-green-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{words.notices.dismiss}</span>
            </button>
          </div>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {status === "failed" && (
          <div className="mb-6 flex items-start gap-3 rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
            <p>
              <span className="font-semibold">{words.notices.failed.title}</span> {words.notices.failed.text}{" "}
              <CallOrEmail
                company={reach}
                linkClassName="font-semibold underline"
                words={words.callOrEmail}
              />
              .
            </p>
          </div>
        )}
      </div>
    </>
  );
}
