import {
  BadgeDollarSign,
  Bath,
  Building2,
  ClipboardList,
  Clock,
  CookingPot,
  Droplets,
  Hammer,
  House,
  HousePlus,
  PaintRoller,
  Toolbox,
  Trees,
  Warehouse,
  Wrench,
  Zap,
  type LucideProps,
} from "lucide-react";
import type { IconName } from "~/content/site";

export const icons = {
  craftsmanship: Hammer,
  schedule: Clock,
  pricing: BadgeDollarSign,
  residential: House,
  commercial: Building2,
  remodeling: PaintRoller,
  contracting: ClipboardList,
  kitchen: CookingPot,
  bathroom: Bath,
  roofing: Warehouse,
  plumbing: Droplets,
  electrical: Zap,
  outdoor: Trees,
  repairs: Wrench,
  additions: HousePlus,
  tools: Toolbox,
} as const satisfies Record<IconName, unknown>;

/** A decorative icon named in the content module; hidden from assistive technology. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}
