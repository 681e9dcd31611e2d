export interface ChatLinkProps {
  /** Where the chat opens (null: the operator wrote something that is not an address; it shows as text). */
  href: string | null;
  /** What the shopper reads: the number or the address, always left to right. */
  text: string;
  /** The link's accessible name, saying that it opens in a new tab. */
  label: string;
}

/** A chat service's address on the Contact Us page, as a link opening in a new tab. */
export function ChatLink({ href, text, label }: ChatLinkProps) {
  const shown = <bdi dir="ltr">{text}</bdi>;
  if (!href) return shown;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {shown}
    </a>
  );
}
