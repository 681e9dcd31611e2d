import type { ReactNode } from 'react';

export interface UserTextProps {
  children: ReactNode;
  className?: string;
}

/**
 * A name or a short text a shopper or a merchant wrote (a shop, product, category or person's name,
 * a ticket's subject), isolated with <bdi>: its own first strong letter sets its direction, so Latin
 * text in an Arabic page keeps its punctuation where it was written ('Stride & Co.', not
 * '.Stride & Co'), and the page's own words around it keep their order. The element around it keeps
 * the page's direction and alignment. A long text (a description, a message) sets dir="auto" on its
 * own paragraph instead, so that it also aligns by its language.
 */
export function UserText({ children, className }: UserTextProps) {
  return <bdi className={className}>{children}</bdi>;
}
