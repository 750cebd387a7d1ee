import { request as httpRequest, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy on loopback that sends each request to the next of several backends in
 * turn, as a load balancer does: it appends the client's address to X-Forwarded-For and names
 * itself in X-Forwarded-Proto/Host, streams answers through (event streams included), and tries
 * the next backend when one refuses the connection (a stopped instance), like nginx's
 * proxy_next_upstream for connection errors. A backend that fails after taking the request
 * leaves the client with 502: that request was never acknowledged.
 */
export interface RoundRobinProxy {
  url: string;
  /** How many requests each backend was sent, by its URL. */
  sent: Map<string, number>;
  /** The instances behind it (they are started after the proxy, whose URL is their SITE_URL). */
  setBackends(urls: string[]): void;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(initialBackends: string[] = []): Promise<RoundRobinProxy> {
  let next = 0;
  let backends = initialBackends;
  const sent = new Map<string, number>();

  const forward = (incoming: IncomingMessage, body: Buffer, outgoing: ServerResponse, attempt: number) => {
    const backend = backends[next++ % backends.length];
    const target = new URL(incoming.url ?? '/', backend);
    const headers = { ...incoming.headers };
    const clientAddress = String(headers['x-test-client-ip'] ?? incoming.socket.remoteAddress ?? '');
    delete headers['x-test-client-ip'];
    headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${String(headers['x-forwarded-for'])}, ${clientAddress}` : clientAddress;
    headers['x-forwarded-proto'] = 'http';
    headers['x-forwarded-host'] = incoming.headers.host ?? '';
    headers['content-length'] = String(body.length);
    delete headers['transfer-encoding'];
    const upstream = httpRequest(target, { method: incoming.method, headers }, (answer) => {
      sent.set(backend, (sent.get(backend) ?? 0) + 1);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      answer.on('error', () => outgoing.destroy());
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && attempt < backends.length) return forward(incoming, body, outgoing, attempt + 1);
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway');
      else outgoing.destroy();
    });
    upstream.end(body);
  };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, Buffer.concat(chunks), outgoing, 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sent,
    setBackends: (urls) => void (backends = urls),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
