import ChevronDown from "lucide-react/icons/chevron-down";
import type { Question } from "~/content/site";

/**
 * Questions and their answers as native disclosure widgets: each summary is a button to keyboards
 * and screen readers, opens without JavaScript, and every answer is in the page for search engines.
 */
export function QuestionList({ questions }: { questions: readonly Question[] }) {
  return (
    <div className="divide-y divide-line rounded-lg border border-line bg-card">
      {questions.map((q) => (
        <details key={q.question} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 py-5 font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
            <span>{q.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-accent transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <p className="-mt-1 pb-5 text-muted">{q.answer}</p>
        </details>
      ))}
    </div>
  );
}
