import { LoadView, Skeleton, SkeletonRegion, useStores, useQuery, observer } from 'shared-sdk';
import { AccountPage } from '../../components/account-page';
import { Panel } from '../../components/form-controls';
import { accountQueries } from '../../data/queries';
import { ProfileForm } from './profile-form';

/** '/profile': the shopper's profile (GET /profile), edited in place. */
const ProfilePage = observer(function ProfilePage() {
  const { api, auth } = useStores();
  const profile = useQuery(accountQueries.profile(api, auth.user?.id));
  return (
    <AccountPage route="profile">
      <LoadView
        state={profile}
        loading={
          <SkeletonRegion>
            <Panel>
              <Skeleton circle width={96} height={96} />
              {[0, 1, 2, 3, 4].map((n) => (
                <Skeleton key={n} height={40} style={{ marginBlockStart: 16 }} />
              ))}
            </Panel>
          </SkeletonRegion>
        }
      >
        {(data) => <ProfileForm profile={data} />}
      </LoadView>
    </AccountPage>
  );
});

export default ProfilePage;
