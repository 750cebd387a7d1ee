/**
 * What a reverse proxy tells us about the original request: the standard `Forwarded` header
 * (RFC 7239) or the de-facto `X-Forwarded-*` ones. Read only when TRUST_PROXY is on (anyone can
 * send these headers to a server that is reached directly). Of each list the last entry is
 * taken: the one our own proxy appended; earlier entries came from the client or proxies we do
 * not know.
 */
export interface ForwardedFacts {
  for?: string;
  proto?: string;
  host?: string;
}

/** The last element of a `Forwarded` header, its parameters unquoted; undefined when absent. */
export function parseForwarded(header: string | undefined): ForwardedFacts | undefined {
  const last = header?.split(',').at(-1)?.trim();
  if (!last) return undefined;
  const facts: ForwardedFacts = {};
  for (const pair of last.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const name = pair.slice(0, separator).trim().toLowerCase();
    const value = pair.slice(separator + 1).trim().replace(/^"(.*)"$/, '$1');
    if (name === 'for') facts.for = nodeAddress(value);
    if (name === 'proto') facts.proto = value.toLowerCase();
    if (name === 'host') facts.host = value;
  }
  return facts;
}

/** `for=` names a node: `192.0.2.1`, `192.0.2.1:4711`, `[2001:db8::1]:4711`; the address without the port. */
function nodeAddress(value: string): string | undefined {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed) return bracketed[1];
  if (/^[\d.]+:\d+$/.test(value)) return value.slice(0, value.lastIndexOf(':'));
  return value && !value.startsWith('_') && value !== 'unknown' ? value : undefined;
}

export function lastListValue(header: string | undefined): string | undefined {
  const last = header?.split(',').at(-1)?.trim();
  return last || undefined;
}

/** A host a proxy may name: a DNS name or an address, with an optional port; nothing else gets into a URL. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the client used (`https://captions.example.com`): the proxy's `Forwarded` proto and
 * host, else its X-Forwarded-Proto and X-Forwarded-Host, each falling back to what reached us.
 */
export function forwardedOrigin(requestUrl: string, headers: { get(name: string): string | null | undefined }): string {
  const reached = new URL(requestUrl);
  const forwarded = parseForwarded(headers.get('forwarded') ?? undefined);
  const proto = forwarded?.proto ?? lastListValue(headers.get('x-forwarded-proto') ?? undefined)?.toLowerCase();
  const host = forwarded?.host ?? lastListValue(headers.get('x-forwarded-host') ?? undefined);
  const scheme = proto === 'http' || proto === 'https' ? proto : reached.protocol.slice(0, -1);
  const authority = host && HOST_PATTERN.test(host) ? host.toLowerCase() : reached.host;
  return new URL(`${scheme}://${authority}`).origin;
}
