import { terminalText } from './terminal-text';

// One plain-text table, columns padded to their widest cell: what `compose check`, `pin` and `report`
// print. A cell is printed with its control characters escaped (terminal-text.ts): a cell is one line.
export function renderTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const printable = rows.map((row) => row.map(terminalText));
  const widths = header.map((title, column) => Math.max(title.length, ...printable.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...printable.map(line)].join('\n');
}
