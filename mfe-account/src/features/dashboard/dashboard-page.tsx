import { ComingSoonPage } from 'shared-sdk';

/** '/dashboard' (spec 2), in the shell's account layout. */
export default function DashboardPage() {
  return <ComingSoonPage route="dashboard" />;
}
