// The processes of a step of `npm test` (scripts/test-all/run-step.ts), read from Linux's /proc:
// every process a step started, so that all of them are stopped with it, and the CPU they used, so
// that a step working in silence (a test file that prints only when it ends) is told from a hung one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

interface ProcessEntry {
  parent: number;
  /**
   * User + system CPU in clock ticks: its own (all its threads) and that of the children it has
   * waited for, so a process that ended between two looks still counts, in its parent's figure.
   */
  ticks: number;
}

/** Every process of the machine by pid; empty without /proc. */
function processTable(): Map<number, ProcessEntry> {
  const table = new Map<number, ProcessEntry>();
  if (!existsSync('/proc')) return table;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The fields after the command name (which may hold spaces), from the third: the parent is
      // the fourth; utime, stime, cutime and cstime are the 14th to 17th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
      table.set(Number(name), { parent: Number(fields[1]), ticks });
    } catch {
      // It ended while we looked.
    }
  }
  return table;
}

function below(pid: number, table: Map<number, ProcessEntry>): number[] {
  const children = new Map<number, number[]>();
  for (const [child, { parent }] of table) children.set(parent, [...(children.get(parent) ?? []), child]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Every process below `pid` (none without /proc, where the process group still goes). */
export function descendantsOf(pid: number): number[] {
  return below(pid, processTable());
}

/**
 * The CPU time, in clock ticks, that `pid` and every process below it have used, those that ended
 * and were waited for included; undefined without /proc. It grows while any of them works: a
 * starved process that gets a little CPU moves it, a sleeping or blocked one (an idle Node process
 * waiting on a socket) does not.
 */
export function treeCpuTicks(pid: number): number | undefined {
  if (!existsSync('/proc')) return undefined;
  const table = processTable();
  return [pid, ...below(pid, table)].reduce((sum, each) => sum + (table.get(each)?.ticks ?? 0), 0);
}
