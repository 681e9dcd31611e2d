import type { ReactNode } from 'react';

/** One fact of a ticket in its facts list (a dl): the name and the value, grouped in a div. */
export function TicketFact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
