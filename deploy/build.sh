#!/bin/sh
# Builds the site with the settings in /etc/site/build.env (deploy/build.env is the example), at
# the first build and at every update alike: `sudo deploy/build.sh` in the project's folder. Then
# it puts the new build in service: Caddy reloaded (its /etc/caddy/Caddyfile imports the build's
# Caddyfile, which holds the new pages and the new CSS hash) and the site's service restarted (npm
# start indexes the files when it starts), each when it runs here under systemd; it says so when not.
#
#   SITE_BUILD_ENV  another settings file than /etc/site/build.env
#   SITE_SYSTEMCTL  another systemctl than the PATH's (the tests' stand-in)
#
# Tested: tests/site/deploy-units.test.ts.
set -eu
settings="${SITE_BUILD_ENV:-/etc/site/build.env}"
systemctl="${SITE_SYSTEMCTL:-systemctl}"
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
npm run build

# The new build in service. `is-active` and `is-enabled` fail where systemd does not run (a
# container) or the unit is not there: then say what to do instead.
if command -v "$systemctl" >/dev/null 2>&1 && "$systemctl" is-active --quiet caddy 2>/dev/null; then
  if ! "$systemctl" reload caddy; then
    echo "Caddy refused the new configuration and serves the old one: see \`journalctl -u caddy -n 20\`." >&2
    exit 1
  fi
  echo "Caddy reloaded: it serves the new build's rules ($(pwd)/build/Caddyfile)."
else
  echo "Caddy is not running as a service here: reload the web server yourself, so that it serves the new build's rules (build/Caddyfile, build/nginx.conf)."
fi
if command -v "$systemctl" >/dev/null 2>&1 && "$systemctl" is-enabled --quiet site 2>/dev/null; then
  "$systemctl" restart site
  echo "The site's service restarted: npm start serves the new build."
else
  echo "The site's service (deploy/site.service) is not enabled here: start or restart npm start yourself (on a server set up with deploy/README.md, step 4 enables it)."
fi
