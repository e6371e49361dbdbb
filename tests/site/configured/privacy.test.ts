import { expect, test } from "vitest";
import { privacy } from "~/content/site";
import { PRIVACY_PATH } from "../../support/paths";
import { fetchPage, regionsNamed, textOf } from "../../support/html";
import { CONFIGURED_SETTINGS, servedOrigin } from "../../support/site";

test("with a form service, the privacy notice names the host requests go to, and claims no inbox", async () => {
  const { document } = await fetchPage(servedOrigin("CONFIGURED_ORIGIN"), PRIVACY_PATH);
  const where = regionsNamed(document, privacy.destinationTitle);
  expect(where).toHaveLength(1);
  expect(textOf(where[0])).toContain(
    `${privacy.formService} ${new URL(CONFIGURED_SETTINGS.CONTACT_ENDPOINT).host}.`,
  );
  expect(textOf(where[0])).not.toContain(privacy.inbox);
  for (const retention of regionsNamed(document, privacy.retentionTitle))
    expect(textOf(retention)).not.toContain(privacy.inboxRetention.before);
});
