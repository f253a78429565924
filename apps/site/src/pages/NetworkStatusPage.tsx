import { networkStatusPageCopy } from '@sukoon/contracts/copy/pages/networkStatus';
import { useLocation, useNavigate } from 'react-router-dom';
import { RetroTvStatus } from '@sukoon/ui/patterns/RetroTvStatus';
import { useOnlineOrUnknown } from '../lib/OnlineStatus';
import { PageHead } from '../lib/PageHead';
import { paths } from '../lib/paths';
import { offlineReturnPath } from '../lib/offlineReturn';

/**
 * /network-status: the retro TV follows the connection live; "Return to Home" goes to /. Reached from a page that
 * sent an offline visitor here, it also offers the way back to that page once online again.
 */
export default function NetworkStatusPage() {
  const online = useOnlineOrUnknown();
  const navigate = useNavigate();
  const returnPath = offlineReturnPath(useLocation().state);
  return (
    <>
      <PageHead copy={networkStatusPageCopy} />
      <RetroTvStatus
        online={online}
        onHome={() => navigate(paths.home)}
        onBack={returnPath ? () => navigate(returnPath, { replace: true }) : undefined}
      />
    </>
  );
}
