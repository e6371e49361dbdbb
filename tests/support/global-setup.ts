import { TEST_BUILD, buildSite } from "./site";

/** The browser tests run against a fresh production build with the default settings. */
export default async function setup() {
  await buildSite(TEST_BUILD, {});
}
