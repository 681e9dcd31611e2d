import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { Icon, Container, linkTo, useStores, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { FooterApps } from './footer-apps';
import { FooterCopyright } from './footer-copyright';
import { FooterLinkList, type FooterLink } from './footer-link-list';
import { PaymentLogos } from './payment-logos';
import { SocialLinks } from './social-links';

const QUICK_LINKS: FooterLink[] = [
  { to: linkTo('aboutUs'), label: <FormattedMessage id="footer.aboutUs" defaultMessage="About Us" /> },
  { to: linkTo('contactUs'), label: <FormattedMessage id="footer.contactUs" defaultMessage="Contact Us" /> },
  { to: linkTo('privacyPolicy'), label: <FormattedMessage id="footer.privacyPolicy" defaultMessage="Privacy Policy" /> },
  { to: linkTo('termsAndConditions'), label: <FormattedMessage id="footer.termsAndConditions" defaultMessage="Terms & Conditions" /> },
  { to: linkTo('support'), label: <FormattedMessage id="footer.support" defaultMessage="Support" /> },
  {
    to: linkTo('policyPage', { slug: 'return-and-refund-policy' }),
    label: <FormattedMessage id="footer.returnPolicy" defaultMessage="Return & Refund Policy" />,
  },
];

/** 'Become a Seller' only where it leads somewhere (`sellerRegistration`, from /master). */
function companyLinks(multiVendor: boolean, sellerRegistration: boolean): FooterLink[] {
  const links: FooterLink[] = [
    { to: linkTo('products'), label: <FormattedMessage id="nav.products" defaultMessage="Products" /> },
    { to: linkTo('categories'), label: <FormattedMessage id="nav.categories" defaultMessage="Categories" /> },
    { to: linkTo('mostPopular'), label: <FormattedMessage id="nav.mostPopular" defaultMessage="Most Popular" /> },
    { to: linkTo('bestDeal'), label: <FormattedMessage id="nav.bestDeal" defaultMessage="Best Deal" /> },
  ];
  if (!multiVendor) return links;
  return [
    { to: linkTo('shops'), label: <FormattedMessage id="nav.shops" defaultMessage="Shops" /> },
    ...links,
    ...(sellerRegistration
      ? [{ to: '/shop/register', external: true, label: <FormattedMessage id="header.becomeSeller" defaultMessage="Become a Seller" /> }]
      : []),
  ];
}

/** The store's footer (role contentinfo), shown unless settings turn it off. */
export const Footer = observer(function Footer() {
  const { settings } = useStores();
  if (!settings.showFooter) return null;
  const logo = settings.footerLogo || settings.logo;
  return (
    <Outer>
      <Container>
        <Columns>
          <Brand>
            {logo && <img src={logo} alt={settings.appName} width={140} height={40} loading="lazy" />}
            {settings.footerDescription && <p dir="auto">{settings.footerDescription}</p>}
            <Contact>
              {settings.mobile && (
                <li>
                  <Icon name="phone" size={18} />
                  <a href={`tel:${settings.mobile.replace(/[^\d+]/g, '')}`}>
                    <bdi dir="ltr">{settings.mobile}</bdi>
                  </a>
                </li>
              )}
              {settings.email && (
                <li>
                  <Icon name="mail" size={18} />
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </li>
              )}
              {settings.address && (
                <li>
                  <Icon name="location" size={18} />
                  <address dir="auto">{settings.address}</address>
                </li>
              )}
            </Contact>
            <SocialLinks />
          </Brand>
          <FooterLinkList title={<FormattedMessage id="footer.quickLinks" defaultMessage="Quick Links" />} links={QUICK_LINKS} />
          <FooterLinkList
            title={<FormattedMessage id="footer.company" defaultMessage="Company" />}
            links={companyLinks(settings.multiVendor, settings.sellerRegistration)}
          />
          <FooterApps />
        </Columns>
        <Bottom>
          <FooterCopyright />
          <PaymentLogos />
        </Bottom>
      </Container>
    </Outer>
  );
});

/**
 * Below every page's content: no style, layout or paint until it nears the screen
 * (`content-visibility: auto`, docs/performance.md), its place held at about its height on a phone,
 * a tablet and a desktop until then.
 */
const Outer = styled.footer`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 1230px;
  margin-block-start: 48px;
  padding-block: 40px 16px;
  background: ${({ theme }) => theme.colors.primaryScale[950]};
  color: #e2e8f0;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    contain-intrinsic-block-size: auto 700px;
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    contain-intrinsic-block-size: auto 460px;
  }

  h2 {
    margin: 0 0 12px;
    color: #fff;
    font-size: 1rem;
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: 32px;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: 2fr 1fr 1fr 1.4fr;
  }
`;

const Brand = styled.div`
  ${flexColumn('12px')}

  > img {
    inline-size: auto;
    max-inline-size: 160px;
    block-size: 40px;
    object-fit: contain;
  }

  p {
    margin: 0;
    line-height: 1.6;
  }
`;

const Contact = styled.ul`
  ${flexColumn('8px')}
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    ${flexRow('8px', { align: 'flex-start' })}
  }

  address {
    font-style: normal;
  }
`;

const Bottom = styled.div`
  ${flexRow('16px', { wrap: true, align: 'center', justify: 'space-between' })}
  margin-block-start: 32px;
  padding-block-start: 16px;
  border-block-start: 1px solid rgb(255 255 255 / 0.15);

  p {
    margin: 0;
  }
`;
