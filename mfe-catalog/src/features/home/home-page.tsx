import { ComingSoonPage } from 'shared-sdk';

/** '/' (spec 2): the home page. Its sections come with the catalog issues; the wiring is real. */
export default function HomePage() {
  return <ComingSoonPage route="home" />;
}
