#!/bin/sh
# Builds the site with the settings in /etc/site/build.env (deploy/build.env is the example), at
# the first build and at every update alike: `sudo deploy/build.sh` in the project's folder.
# Tested: tests/e2e/deploy-units.test.ts.
set -eu
settings="${SITE_BUILD_ENV:-/etc/site/build.env}"
if [ ! -r "$settings" ]; then
  echo "No build settings at $settings: copy them there first:" >&2
  echo "  sudo install -D -m 644 deploy/build.env $settings  (then set SITE_URL in it)" >&2
  exit 1
fi
set -a
. "$settings"
set +a
if [ -z "${SITE_URL:-}" ]; then
  echo "SITE_URL is not set in $settings: set it to your site's address, e.g. https://www.your-company.com" >&2
  exit 1
fi
cd "$(dirname "$0")/.."
echo "Building for $SITE_URL (settings from $settings)"
exec npm run build
