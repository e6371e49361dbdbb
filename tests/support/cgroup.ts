import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A memory cgroup of the test's own: what a small VPS or systemd's MemoryMax= gives a service. */
export type MemoryCgroup = {
  /** Moves the process `pid` (and the children it starts later) into the group. */
  add: (pid: number) => void;
  /** The group's peak memory use so far (bytes): its processes and the file cache they made. */
  peak: () => number;
  /** Removes the group (its processes must have ended). */
  remove: () => void;
};

const CANNOT = `This test runs the inbox inside a memory limit, in a cgroup of its own, and none could be made here.
It needs root and a cgroup file system with the memory controller: cgroup v1 at /sys/fs/cgroup/memory,
or cgroup v2 at /sys/fs/cgroup with "memory" in cgroup.subtree_control (CI runs as root on such a machine).`;

/** Makes a memory cgroup limited to `limitBytes`; throws, saying why, where none can be made. */
export function memoryCgroup(name: string, limitBytes: number): MemoryCgroup {
  try {
    const v1 = "/sys/fs/cgroup/memory";
    if (existsSync(join(v1, "memory.limit_in_bytes")) || existsSync(join(v1, "cgroup.procs"))) {
      const dir = join(v1, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "memory.limit_in_bytes"), String(limitBytes));
      return {
        add: (pid) => writeFileSync(join(dir, "cgroup.procs"), String(pid)),
        peak: () => Number(readFileSync(join(dir, "memory.max_usage_in_bytes"), "utf8")),
        remove: () => rmdirSync(dir),
      };
    }
    const v2 = "/sys/fs/cgroup";
    if (readFileSync(join(v2, "cgroup.subtree_control"), "utf8").includes("memory")) {
      const dir = join(v2, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "memory.max"), String(limitBytes));
      return {
        add: (pid) => writeFileSync(join(dir, "cgroup.procs"), String(pid)),
        peak: () => Number(readFileSync(join(dir, "memory.peak"), "utf8")),
        remove: () => rmdirSync(dir),
      };
    }
  } catch (error) {
    throw new Error(`${CANNOT}\n(${error instanceof Error ? error.message : error})`);
  }
  throw new Error(CANNOT);
}

/** The peak resident memory of a process so far (VmHWM, bytes), from /proc. */
export function peakResident(pid: number): number {
  const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) * 1024;
}
