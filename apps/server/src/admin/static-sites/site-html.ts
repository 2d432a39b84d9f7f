// The static site's HTML basics: escaping and the page shell every page shares. Pages carry no
// script at all, and their own Content-Security-Policy says so, wherever the files end up hosted.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text (or an attribute value) as HTML: nothing in it can open a tag or end an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export interface PageShell {
  title: string;
  /** From this page to the site's root folder: '' at the root, '../' one level down. */
  root: string;
  /** Already-escaped HTML of the page's main content. */
  body: string;
}

const CSP = "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'";

const STYLE = [
  'body{font-family:system-ui,sans-serif;margin:0;color:#1a1b1e;line-height:1.5}',
  'header,main,footer{max-width:960px;margin:0 auto;padding:16px}',
  'nav a{margin-right:16px}',
  '.books{list-style:none;padding:0;display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(180px,1fr))}',
  '.books img,.cover{max-width:100%;height:auto}',
  '.cover{max-width:280px}',
].join('');

export function renderPage({ title, root, body }: PageShell): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<title>${escapeHtml(title)} | Bandbook</title>
<style>${STYLE}</style>
</head>
<body>
<header><nav aria-label="Site"><a href="${root}index.html">Bandbook</a><a href="${root}about.html">About</a><a href="${root}faq.html">FAQ</a></nav></header>
<main>
${body}
</main>
<footer><p>Bandbook</p></footer>
</body>
</html>
`;
}
