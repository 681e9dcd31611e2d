// composition.json as ops read it in a diff: one line per remote entry.
export function formatComposition(raw: Record<string, unknown>): string {
  const { remotes, ...rest } = raw;
  const top = Object.entries(rest).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  const entries = Object.entries((remotes ?? {}) as Record<string, unknown>).map(
    ([name, entry]) => `    ${JSON.stringify(name)}: ${oneLine(entry)}`,
  );
  return `{\n${[...top, `  "remotes": {\n${entries.join(',\n')}\n  }`].join(',\n')}\n}\n`;
}

function oneLine(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);
  const fields = Object.entries(value).map(([key, field]) => `${JSON.stringify(key)}: ${oneLine(field)}`);
  return `{ ${fields.join(', ')} }`;
}
