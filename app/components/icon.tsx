import {
  BadgeDollarSign,
  Building2,
  ClipboardList,
  Clock,
  Hammer,
  House,
  PaintRoller,
  type LucideProps,
} from "lucide-react";
import type { IconName } from "~/content/site";

const icons = {
  craftsmanship: Hammer,
  schedule: Clock,
  pricing: BadgeDollarSign,
  residential: House,
  commercial: Building2,
  remodeling: PaintRoller,
  contracting: ClipboardList,
} as const satisfies Record<IconName, unknown>;

/** A decorative icon named in the content module; hidden from assistive technology. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
