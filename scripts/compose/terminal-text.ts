// Text from the database, printed to an operator's terminal: beacon fields (versions, manifests,
// error messages) are anyone's, and a terminal acts on what they might carry.

/**
 * The characters a terminal acts on or reorders: C0 controls (ESC starts the sequences that clear
 * the screen or set the window's title, a newline starts a row of its own), DEL, C1 controls (0x9b
 * is a one-byte ESC [), and the bidirectional overrides and isolates, which reorder what follows.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * `text` with each control character written as an escape (\n, \x1b, \u202e): nothing reaches the
 * terminal but printable text, and the operator still sees that something was there. The API keeps
 * none (api/src/plugins/remote-telemetry/printable-text.ts); this holds for rows written otherwise.
 */
export function terminalText(text: string): string {
  return text.replace(CONTROL, (char) => {
    const code = char.charCodeAt(0);
    return NAMED[char] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
}
