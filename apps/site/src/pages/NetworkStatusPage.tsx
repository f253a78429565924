import { networkStatusPageCopy } from '@sukoon/contracts/copy/pages/networkStatus';
import { useNavigate } from 'react-router-dom';
import { RetroTvStatus } from '@sukoon/ui/patterns/RetroTvStatus';
import { useOnlineOrUnknown } from '../lib/OnlineStatus';
import { PageHead } from '../lib/PageHead';
import { paths } from '../lib/paths';

/** /network-status: the retro TV follows the connection live; "Return to Home" goes to /. */
export default function NetworkStatusPage() {
  const online = useOnlineOrUnknown();
  const navigate = useNavigate();
  return (
    <>
      <PageHead copy={networkStatusPageCopy} />
      <RetroTvStatus online={online} onHome={() => navigate(paths.home)} />
    </>
  );
}
