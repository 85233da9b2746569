const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * RFC 9449 §4.3 step 9: compare `htu` to the request URI without query and fragment, after
 * RFC 3986 §6.2.2/§6.2.3 normalisation (scheme and host case, default port, dot segments, empty path,
 * percent-encoding case and unreserved characters). Returns undefined when it is not an absolute http(s) URL, or
 * ws(s) for the MQTT broker's WebSocket URL (DESIGN §3), which WHATWG URL normalises with the same default ports.
 */
export function normaliseHtu(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return undefined;
  const path = url.pathname.replace(/%[0-9A-Fa-f]{2}/g, (m) => {
    const ch = String.fromCharCode(parseInt(m.slice(1), 16));
    return UNRESERVED.test(ch) ? ch : m.toUpperCase();
  });
  return `${url.protocol}//${url.host}${path}`;
}
