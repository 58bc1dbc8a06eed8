// The render worker fetches the remotes' server code over HTTP with kept-alive sockets. When the
// server closes an idle socket just as the worker reuses it, the fetch fails with "other side
// closed" (the API closes idle sockets after 5 s; the client's own timer is not exact under
// load), and that remote's slot was left to the browser: a late paint and a large layout shift.
// A GET is safe to send again on a fresh socket.

/** Socket errors where the request never reached a handler or its answer was cut off. */
const resetCodes = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED']);

function isSocketReset(error: unknown): boolean {
  // Read by shape: fetch's errors come from Node's own realm, not always this one's TypeError.
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (!cause) return false;
  return (
    (typeof cause.code === 'string' && resetCodes.has(cause.code)) ||
    (typeof cause.message === 'string' && /other side closed/i.test(cause.message))
  );
}

/** `base`, with a GET or HEAD sent again (up to `retries` times) after a reset socket. */
export function retryingFetch(base: typeof fetch, retries = 2): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const isIdempotent = method === 'GET' || method === 'HEAD';
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await base(input, init);
      } catch (error) {
        if (!isIdempotent || attempt >= retries || !isSocketReset(error)) throw error;
      }
    }
  };
}
