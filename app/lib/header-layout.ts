import { chrome, company, navigation } from "~/content/site";
import { isLongMenu } from "~/lib/format";

/**
 * The header takes the long menu's layout (app/components/site-header.tsx): the menu's words are
 * long (German's, French's, Spanish's), or the site is in more than one language.
 */
export const hasLongMenu = () =>
  isLongMenu([...navigation.map((item) => item.label), chrome.quoteLabel]) || company.languages.length > 1;
