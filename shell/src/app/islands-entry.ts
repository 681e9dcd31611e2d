import { readEmbeddedState } from './hydration';
import { nextTask } from './next-task';

/**
 * The islands' boot is evaluated a library per task, not all in one: evaluating React's DOM, MobX,
 * styled-components and the shell's modules at once is one task of about 100 ms on a phone (4× CPU),
 * which a tap on the page would wait behind (docs/performance.md, "The boot a part per task"). Each
 * import below is of a module in the entry's own chunks (`eager`: they load with it, in parallel), so
 * it only runs that library's modules; it names one export the boot uses (`webpackExports`), so the
 * library's unused exports are still left out of the build. The next one waits for a new task.
 */
async function startIslands(): Promise<void> {
  const state = readEmbeddedState();
  // A page marked as islands without their state is not one: the app starts as on any other page.
  if (!state?.islands) return void import('./bootstrap');
  await import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["reaction"] */ 'mobx');
  await nextTask();
  await import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ 'styled-components');
  await nextTask();
  const { bootIslands } = await import(/* webpackMode: "eager" */ './islands-boot');
  await nextTask();
  await bootIslands(state);
}

void startIslands();
