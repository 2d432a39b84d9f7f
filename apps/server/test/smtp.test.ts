// With SMTP_URL set, account emails go through a real SMTP server (smtp-server in this process).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './support/test-app.js';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let smtp: SMTPServer;
let t: TestApp;

/** Undoes quoted-printable soft breaks and escapes so links can be read from the raw message. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('SMTP delivery', () => {
  it('sends the verification email with a working link', async () => {
    const user = await t.signUp();
    const message = received.find((m) => m.to.includes(user.email));
    expect(message).toBeDefined();
    const body = decodeQuotedPrintable(message!.raw);
    expect(body).toMatch(/Subject: Please verify your Bandbook email address/);
    const token = /http:\/\/bandbook\.test\/verify-email\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
    expect(token).toBeDefined();
    const verify = await t.app.inject({
      method: 'PUT',
      url: '/api/users/verify-email',
      payload: { token },
    });
    expect(verify.statusCode).toBe(200);
  });

  it('sends the password reset email', async () => {
    const user = await t.signUp();
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/password/forgot',
      payload: { email: user.email },
    });
    const messages = received.filter((m) => m.to.includes(user.email));
    expect(decodeQuotedPrintable(messages.at(-1)!.raw)).toMatch(
      /http:\/\/bandbook\.test\/reset-password\/[A-Za-z0-9_-]+/,
    );
  });
});
