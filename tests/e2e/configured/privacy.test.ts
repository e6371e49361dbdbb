import { privacy } from "~/content/site";
import { PRIVACY_PATH } from "#shared/paths.ts";
import { expect, test } from "../../support/fixtures";
import { CONFIGURED_SETTINGS } from "../../support/site";

test("with a form service, the privacy notice names the host requests go to, and claims no inbox", async ({
  page,
}) => {
  await page.goto(PRIVACY_PATH);
  const where = page.getByRole("region", { name: privacy.destinationTitle });
  await expect(where).toContainText(
    `${privacy.formService} ${new URL(CONFIGURED_SETTINGS.CONTACT_ENDPOINT).host}.`,
  );
  await expect(where).not.toContainText(privacy.inbox);
  await expect(page.getByRole("region", { name: privacy.retentionTitle })).not.toContainText(
    privacy.inboxRetention.before,
  );
});
