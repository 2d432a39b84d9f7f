// One attempt's HTTP request: a POST of the signed JSON body, answered within the timeout or given
// up. Redirects are not followed (a 3xx is a failed attempt: the endpoint is what staff registered),
// and outside WEBHOOK_PRIVATE_URLS the connection goes to public addresses only.
import http from 'node:http';
import https from 'node:https';
import { isPrivateLiteral, publicOnlyLookup } from './address-guard.js';

export interface PostOutcome {
  /** The answer's status; undefined when there was none. */
  status?: number;
  /** Why the attempt failed; undefined on a 2xx. */
  error?: string;
}

const ANSWER_BYTES_READ = 64 * 1024;

export function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowPrivate: boolean },
): Promise<PostOutcome> {
  const url = new URL(target);
  if (!options.allowPrivate && isPrivateLiteral(url)) {
    return Promise.resolve({ error: 'The endpoint is on a private address.' });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Bandbook-Webhooks/1',
        },
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not needed: read a little of it so the socket can be reused or
        // closed, then stop.
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_READ) response.destroy();
        });
        const done = () =>
          settle(
            status >= 200 && status < 300
              ? { status }
              : { status, error: `The endpoint answered ${status}.` },
          );
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      settle({ error: `No answer within ${options.timeoutMs / 1000} s.` });
    }, options.timeoutMs);
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({ error: `The request failed: ${error.code ?? error.message}.` }),
    );
    request.end(body);
  });
}
