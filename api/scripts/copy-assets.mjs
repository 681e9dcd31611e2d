// tsc emits JavaScript (and imported JSON) only; the SQL migrations are read at run time, so copy
// them beside the built code (the runner also falls back to src/ if this step was skipped).
import { cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
cpSync(path.join(apiDir, 'src/db/migrations'), path.join(apiDir, 'dist/db/migrations'), { recursive: true });
