/**
 * Whether the shopper asked the browser to save data (Chromium's Save-Data, `navigator.connection`):
 * then nothing is fetched ahead of a click that may never come.
 */
export function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
