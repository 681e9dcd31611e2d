/** The cart remote's decorative icons (24 × 24 outlines): hidden from assistive technology. */
const PATHS = {
  bag: 'M6 7h12l1 13H5L6 7zm3 0V6a3 3 0 0 1 6 0v1',
  ticket: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a2 2 0 0 0 0 4v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a2 2 0 0 0 0-4zM14 5v14',
} as const;

export function CartIcon({ name, size }: { name: keyof typeof PATHS; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" d={PATHS[name]} />
    </svg>
  );
}
