import type { ReactNode } from 'react';
import { Link, flexColumn } from 'shared-sdk';
import styled from 'styled-components';

export interface FooterLink {
  to: string;
  label: ReactNode;
  /** Pages served outside the storefront app (the seller panel) need a full page load. */
  external?: boolean;
}

/** A titled column of footer links. */
export function FooterLinkList({ title, links }: { title: ReactNode; links: FooterLink[] }) {
  return (
    <Column>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>{link.external ? <a href={link.to}>{link.label}</a> : <Link to={link.to}>{link.label}</Link>}</li>
        ))}
      </ul>
    </Column>
  );
}

const Column = styled.div`
  ul {
    ${flexColumn('8px')}
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
