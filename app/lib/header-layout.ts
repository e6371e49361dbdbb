import type { Site } from "~/content/site";
import { isLongMenu } from "~/lib/format";

/**
 * The header takes the long menu's layout (app/components/site-header.tsx): the menu's words are
 * long (German's, French's, Spanish's), or the site is in more than one language.
 */
export const hasLongMenu = ({
  chrome,
  company,
  navigation,
}: Pick<Site, "chrome" | "company" | "navigation">) =>
  isLongMenu([...navigation.map((item) => item.label), chrome.quoteLabel]) || company.languages.length > 1;
