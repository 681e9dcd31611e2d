/**
 * Does `version` satisfy `range`? Only the range forms package.json files here use: exact versions,
 * `^`, `~`, `>=`, `x`/`*` wildcards and `||`. This runs in the shell's browser bundle on every
 * manifest, where the full `semver` package would cost more than every check together; a range it
 * cannot read answers false, so an unknown form is reported rather than waved through.
 */
export function satisfiesRange(version: string, range: string): boolean {
  const parsed = parseVersion(version);
  if (!parsed) return false;
  return range.split('||').some((part) => satisfiesOne(parsed, part.trim()));
}

type Triple = [number, number, number];

function parseVersion(text: string): Triple | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

function satisfiesOne(version: Triple, range: string): boolean {
  if (range === '' || range === '*' || range === 'x') return true;
  const match = /^(\^|~|>=|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:[-+].*)?$/.exec(range);
  if (!match) return false;
  const [, operator = '=', majorText, minorText, patchText] = match;
  const wild = (part: string | undefined) => part === undefined || part === 'x' || part === '*';
  const floor: Triple = [Number(majorText), wild(minorText) ? 0 : Number(minorText), wild(patchText) ? 0 : Number(patchText)];
  if (compare(version, floor) < 0) return false;
  if (operator === '>=') return true;
  if (operator === '^') return caretCeiling(version, floor);
  if (operator === '~' || wild(patchText)) return version[0] === floor[0] && (wild(minorText) || version[1] === floor[1]);
  return compare(version, floor) === 0;
}

/** ^1.2.3 allows <2.0.0; ^0.2.3 allows <0.3.0; ^0.0.3 allows only 0.0.3 (npm's caret rules). */
function caretCeiling(version: Triple, floor: Triple): boolean {
  if (floor[0] > 0) return version[0] === floor[0];
  if (floor[1] > 0) return version[0] === 0 && version[1] === floor[1];
  return compare(version, floor) === 0;
}
