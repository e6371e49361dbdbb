import type { LucideProps } from "lucide-react";
import BadgeDollarSign from "lucide-react/icons/badge-dollar-sign";
import Bath from "lucide-react/icons/bath";
import Building2 from "lucide-react/icons/building-2";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Clock from "lucide-react/icons/clock";
import CookingPot from "lucide-react/icons/cooking-pot";
import Droplets from "lucide-react/icons/droplets";
import Hammer from "lucide-react/icons/hammer";
import House from "lucide-react/icons/house";
import HousePlus from "lucide-react/icons/house-plus";
import PaintRoller from "lucide-react/icons/paint-roller";
import Toolbox from "lucide-react/icons/toolbox";
import Trees from "lucide-react/icons/trees";
import Warehouse from "lucide-react/icons/warehouse";
import Wrench from "lucide-react/icons/wrench";
import Zap from "lucide-react/icons/zap";
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
