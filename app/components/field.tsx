import { type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

type Common = {
  label: string;
  /** What an optional field's label adds, in the form's words ("(optional)"). */
  optionalLabel: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
  /**
   * The error is announced as it appears (role="alert": the live form, as the visitor types or
   * sends). False on a page that loads with its errors listed on top (the inbox's correction page):
   * there the list is the one alert, and each error is read with its field only.
   */
  announce?: boolean | undefined;
};
type InputProps = Common & { multiline?: false; choices?: undefined } & InputHTMLAttributes<HTMLInputElement>;
type TextareaProps = Common & {
  multiline: true;
  choices?: undefined;
} & TextareaHTMLAttributes<HTMLTextAreaElement>;
/** A choice from a list: the first option is "" (none chosen), shown as `placeholder`. */
type SelectProps = Common & {
  multiline?: false;
  choices: readonly string[];
  placeholder: string;
} & SelectHTMLAttributes<HTMLSelectElement>;

const control =
  "mt-2 block w-full rounded-md border border-muted bg-card px-3 py-2.5 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-danger aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-danger";

/**
 * One labelled form field: its label, its control, an optional hint and its error message, tied
 * together with ids so assistive technology reads the error with the field.
 */
export function Field(props: InputProps | TextareaProps | SelectProps) {
  const { label, optionalLabel, name, error, hint, required, announce = true } = props;
  // Ids come from the field's name, not useId(): the form is hydrated on its own as an island,
  // and must produce the same ids as the page that pre-rendered it. One form per page.
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const aria = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };

  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-muted">{` ${optionalLabel}`}</span>
        )}
      </label>
      {props.choices ? (
        <select {...withoutOwnProps(props)} {...aria} className={control}>
          <option value="">{props.placeholder}</option>
          {props.choices.map((choice) => (
            <option key={choice}>{choice}</option>
          ))}
        </select>
      ) : props.multiline ? (
        <textarea {...withoutOwnProps(props)} {...aria} className={control} />
      ) : (
        <input {...withoutOwnProps(props)} {...aria} className={control} />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          role={announce ? "alert" : undefined}
          className="mt-1 text-sm font-medium text-danger"
        >
          {error}
        </p>
      )}
    </div>
  );
}

function withoutOwnProps<P extends Common & { multiline?: boolean; choices?: readonly string[] }>(props: P) {
  const {
    label: _label,
    optionalLabel: _optionalLabel,
    error: _error,
    hint: _hint,
    multiline: _multiline,
    choices: _choices,
    placeholder: _placeholder,
    announce: _announce,
    ...rest
  } = props as P & { placeholder?: string };
  // A select has no placeholder: its empty first option shows it.
  return (props.choices ? rest : { ...rest, placeholder: _placeholder }) as Omit<
    P,
    "label" | "error" | "hint" | "multiline" | "choices" | "announce"
  >;
}
