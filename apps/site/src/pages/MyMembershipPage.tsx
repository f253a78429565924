import { MyMembershipScreen } from '../features/memberships';
import { PageHead } from '../lib/PageHead';

/** /MyMembership and /myMembership (B2), behind the sign-in guard. */
export default function MyMembershipPage() {
  return (
    <>
      <PageHead page="myMembership" />
      <MyMembershipScreen />
    </>
  );
}
