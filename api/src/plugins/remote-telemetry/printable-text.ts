/**
 * Beacon text ends up in an operator's terminal (`npm run compose -- report`) and on /ops. A version or
 * a manifest with a control character is refused (field-data-schema.ts); an error message is kept
 * without them (error-message.ts). The report escapes what it prints again
 * (scripts/compose/terminal-text.ts), /ops escapes HTML.
 */

/**
 * What a terminal acts on or reorders: C0 controls (ESC starts the sequences that clear a screen or
 * set a window's title; a newline starts a line of its own), DEL, C1 controls (0x9b is a one-byte
 * ESC [), and the bidirectional overrides and isolates, which reorder what follows them.
 */
const CONTROL = '\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069';

/** A text with none of them: what a version takes. */
export const WITHOUT_CONTROLS = new RegExp(`^[^${CONTROL}]*$`);

/**
 * Terminal escape sequences, whole: CSI (ESC [ or 0x9b, parameters, intermediates, a final byte),
 * OSC and the other strings (ESC ] P X ^ _ or their C1 forms, up to BEL or ST), then any other
 * ESC with the byte after it. Each part is a run of one character class, so it reads linearly.
 */
const ESCAPE_SEQUENCE =
  /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]?|(?:\u001b[\]PX^_]|[\u0090\u0098\u009d-\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[ -~]?/g;
const CONTROLS = new RegExp(`[${CONTROL}]`, 'g');

/** `text` without escape sequences (a colour, a title, a screen clear go whole) and without any other control character. */
export function withoutControls(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROLS, '');
}
