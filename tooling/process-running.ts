/**
 * Whether a process of this machine is running, by its id: one of another user's counts too (it
 * cannot be signalled, but it runs). For the folders a process keeps while it lives (the editor's
 * copy of the site, a test build's lock), removed once their process is gone.
 */
export function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
