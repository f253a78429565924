// The API client's app-wide events (a GET answering 404, any 401), apart from the client itself so the
// shell can listen without loading ky, the contracts and zod with the first page.

export interface ApiEventInfo {
  path: string;
  status: number;
}

type Listener = (info: ApiEventInfo) => void;
const listeners = { notFound: new Set<Listener>(), unauthorized: new Set<Listener>() };

export type ApiEvent = keyof typeof listeners;

/** Subscribe to the client's global events; returns the unsubscribe function. */
export function onApiEvent(event: ApiEvent, listener: Listener): () => void {
  listeners[event].add(listener);
  return () => {
    listeners[event].delete(listener);
  };
}

export function emitApiEvent(event: ApiEvent, info: ApiEventInfo) {
  listeners[event].forEach((listener) => listener(info));
}
