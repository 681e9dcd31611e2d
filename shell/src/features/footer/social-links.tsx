import { observer } from 'mobx-react-lite';
import { useStores, flexRow } from 'shared-sdk';
import styled from 'styled-components';

/** The store's social profiles, as their logos. */
export const SocialLinks = observer(function SocialLinks() {
  const { settings } = useStores();
  if (settings.socialLinks.length === 0) return null;
  return (
    <List>
      {settings.socialLinks.map((social) => (
        <li key={social.name}>
          <a href={social.link} target="_blank" rel="noopener noreferrer">
            <img src={social.logo} alt={social.name} width={32} height={32} loading="lazy" />
          </a>
        </li>
      ))}
    </List>
  );
});

const List = styled.ul`
  ${flexRow('10px', { wrap: true })}
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    border-radius: 50%;
    object-fit: contain;
    background: #fff;
  }
`;
