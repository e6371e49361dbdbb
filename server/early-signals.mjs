// @ts-check
/**
 * Imported first by server/start.mjs: `systemctl reload site` (SIGHUP, after a publish) may come
 * while npm start still loads its modules or builds, and Node's own answer to SIGHUP is to exit.
 * Until npm start can reload, one is only noted; `onReload` then replays it.
 */
let noted = false;
/** @type {(() => void) | undefined} */
let reload;
process.on("SIGHUP", () => {
  if (reload) reload();
  else noted = true;
});

/** What a SIGHUP does from now on; one noted before runs now. @param {() => void} then */
export function onReload(then) {
  reload = then;
  if (noted) {
    noted = false;
    then();
  }
}
