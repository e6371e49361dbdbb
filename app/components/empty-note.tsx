import type { LucideIcon } from "lucide-react";

/**
 * The owner's sentence in place of a list that is still empty (no projects, no questions yet): a
 * quiet panel, so the page looks finished rather than broken.
 */
export function EmptyNote({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <div className="flex max-w-2xl items-start gap-4 rounded-lg border border-dashed border-line bg-card p-6 sm:p-8">
      <Icon aria-hidden="true" focusable="false" className="mt-0.5 size-7 shrink-0 text-accent" />
      <p className="text-lg text-muted">{children}</p>
    </div>
  );
}
