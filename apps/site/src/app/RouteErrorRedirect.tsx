import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../features/auth';
import { useOnline } from '../lib/OnlineStatus';
import { paths, toNetworkStatus } from '../lib/paths';
import { NetworkStatusFallback } from './NetworkStatusFallback';
import {
  chunkFailureOutcome,
  isChunkLoadError,
  ONLINE_RETRY_MS,
  readLastChunkReload,
  reloadForChunk,
  serverReachable,
  type ChunkFailureOutcome,
} from './chunkFailure';

/**
 * A render error anywhere in a route (RouteErrorBoundary) sends the visitor to /not-found (spec 01 section 2). A page whose code
 * could not be loaded is not a render error: offline it shows the offline page (/network-status), online it
 * reloads once for a new deploy (src/app/chunkFailure.ts). When the offline page's own code could not come either,
 * its words show from the entry (NetworkStatusFallback), and the connection's return tries the chunk again.
 */
export function RouteErrorRedirect({ error }: { error: unknown }) {
  const online = useOnline();
  const location = useLocation();
  const { dispatchUi } = useAuth();
  // Decided once: the reload below changes what a second look would decide. Offline by the browser's word, the
  // chunk could not come; online by its word, the server is asked first (chunkFailure.ts), so a network that
  // reaches nothing still shows the offline page instead of a reload and /not-found.
  const [outcome, setOutcome] = useState<ChunkFailureOutcome | 'checking'>(() =>
    !isChunkLoadError(error) ? 'notFound' : online ? 'checking' : 'offline',
  );
  // Set once the connection came back after an offline outcome: the offline words stay while the server is asked.
  const [retrying, setRetrying] = useState(false);
  // The account dialogs live in the header of every page, /not-found's too: one that failed to render
  // is closed on the way, or it would fail there again and send the visitor round in a loop.
  useEffect(() => dispatchUi({ type: 'close' }), [dispatchUi]);
  useEffect(() => {
    if (outcome !== 'checking') return;
    let stopped = false;
    void serverReachable().then((reachable) => {
      if (!stopped)
        setOutcome(chunkFailureOutcome({ online: reachable, lastReloadAt: readLastChunkReload(), now: Date.now() }));
    });
    return () => {
      stopped = true;
    };
  }, [outcome]);
  // The failed chunk is tried again when the connection returns, through the same check and the one reload: the
  // browser keeps a module that failed to load failed for the rest of the document's life.
  useEffect(() => {
    if (outcome !== 'offline') return;
    const retry = () => {
      setRetrying(true);
      setOutcome('checking');
    };
    window.addEventListener('online', retry);
    // A retry found the server out of reach although the browser says online: no event may come, so ask again.
    const timer = retrying && navigator.onLine ? setTimeout(retry, ONLINE_RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer);
    };
  }, [outcome, retrying]);
  useEffect(() => {
    if (outcome === 'reload') reloadForChunk(Date.now());
  }, [outcome]);
  const offline = outcome === 'offline' || (outcome === 'checking' && retrying);
  if (!offline && outcome !== 'notFound') return null;
  const { to, state } = offline ? toNetworkStatus(location) : { to: paths.notFound, state: undefined };
  // Already there and still failing (its own code missing too): no navigation in a loop, and offline the page's
  // words from the entry instead of nothing.
  if (location.pathname.toLowerCase() === to) return offline ? <NetworkStatusFallback /> : null;
  return <Navigate to={to} state={state} replace />;
}
