// The resident memory of a process and all its descendants, read from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;

function readOrUndefined(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process ended while we looked
  }
}

/** Every live process's parent: pid → ppid. */
function parentsOfAll() {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrUndefined(`/proc/${entry}/stat`);
    if (stat === undefined) continue;
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ")".
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(entry), Number(fields[1]));
  }
  return parents;
}

/** The pids of a process and its descendants. */
export function processTree(rootPid) {
  const children = new Map();
  for (const [pid, ppid] of parentsOfAll()) {
    const list = children.get(ppid) ?? [];
    list.push(pid);
    children.set(ppid, list);
  }
  const tree = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The resident set size of one process in bytes (0 once it has ended). */
export function residentBytes(pid) {
  const statm = readOrUndefined(`/proc/${pid}/statm`);
  return statm === undefined ? 0 : Number(statm.split(' ')[1]) * PAGE_SIZE;
}

/**
 * Samples a process tree's memory every `intervalMs` until stopped: the peak of the tree's summed
 * resident memory, and the peak of its largest single process.
 */
export function watchTreeMemory(rootPid, intervalMs = 100) {
  let peakTree = 0;
  let peakProcess = 0;
  let processes = 0;
  const sample = () => {
    const tree = processTree(rootPid);
    processes = Math.max(processes, tree.length);
    let total = 0;
    for (const pid of tree) {
      const bytes = residentBytes(pid);
      total += bytes;
      peakProcess = Math.max(peakProcess, bytes);
    }
    peakTree = Math.max(peakTree, total);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakTreeBytes: peakTree, peakProcessBytes: peakProcess, maxProcesses: processes };
    },
  };
}
