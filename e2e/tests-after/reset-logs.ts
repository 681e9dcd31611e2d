// First step of `npm test -w e2e`: the e2e files run one after another in their own processes, so
// the folder their servers log to is emptied once here, before any of them starts.
import { resetLogs, LOGS_DIR } from '../support/log-files.ts';

resetLogs();
console.log(`Server logs of this run go to ${LOGS_DIR}`);
