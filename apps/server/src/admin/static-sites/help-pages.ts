// about.html and faq.html of the static site, from the same texts the web app's /about-us and /faq
// show (packages/domain content/help-texts.ts).
import type { FaqSection, HelpLinkTarget, HelpSegment } from '@bandbook/domain';
import { escapeHtml, renderPage } from './site-html.js';

export interface HelpTexts {
  about: { title: string; intro: string; sections: { heading: string; text: string }[] };
  faq: { title: string; sections: FaqSection[] };
}

/** Where a text's link points on the live app (the static site has no modals of its own). */
export type HelpLinks = Record<HelpLinkTarget, string>;

export function renderAboutPage(about: HelpTexts['about']): string {
  const sections = about.sections
    .map((s) => `<h2>${escapeHtml(s.heading)}</h2>\n<p>${escapeHtml(s.text)}</p>`)
    .join('\n');
  return renderPage({
    title: about.title,
    root: '',
    body: `<h1>${escapeHtml(about.title)}</h1>\n<p>${escapeHtml(about.intro)}</p>\n${sections}`,
  });
}

const renderSegments = (segments: HelpSegment[], links: HelpLinks) =>
  segments
    .map((segment) =>
      typeof segment === 'string'
        ? escapeHtml(segment)
        : `<a href="${escapeHtml(links[segment.link])}">${escapeHtml(segment.text)}</a>`,
    )
    .join('');

function renderFaqSection(section: FaqSection, links: HelpLinks): string {
  const entries = section.entries.map(
    (entry) =>
      `<div id="${escapeHtml(entry.id)}"><h3>${escapeHtml(entry.question)}</h3>` +
      `<p>${renderSegments(entry.answer, links)}</p></div>`,
  );
  const note = section.note ? [`<p>${escapeHtml(section.note)}</p>`] : [];
  return [
    `<section aria-labelledby="${escapeHtml(section.id)}">`,
    `<h2 id="${escapeHtml(section.id)}">${escapeHtml(section.heading)}</h2>`,
    ...entries,
    ...note,
    '</section>',
  ].join('\n');
}

export function renderFaqPage(faq: HelpTexts['faq'], links: HelpLinks): string {
  const sections = faq.sections.map((section) => renderFaqSection(section, links)).join('\n');
  return renderPage({
    title: faq.title,
    root: '',
    body: `<h1>${escapeHtml(faq.title)}</h1>\n${sections}`,
  });
}
