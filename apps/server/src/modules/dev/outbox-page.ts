// The /dev/outbox page: each message's subject, recipient, time, text and links (escaped; no script).
import type { OutboxMessage } from './outbox-message.js';

const escape = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function renderOutboxPage(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escape(m.subject)}</h2>
  <p class="meta">To ${escape(m.to)} · ${escape(m.createdAt)}</p>
  <pre>${escape(m.text)}</pre>
  <ul>${m.links.map((l) => `<li><a href="${escape(l)}">${escape(l)}</a></li>`).join('')}</ul>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox · Bandbook</title>
<style>body{font-family:system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#555}
pre{white-space:pre-wrap}</style></head>
<body><h1>Outbox</h1><p>Emails the app sent, newest first (development and demo mode only).</p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}
