import type { NewMail } from './mail.repository';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(
  title: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="color:#666;font-size:12px">${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#222"><h2>${escapeHtml(title)}</h2>${body}${button}<p style="color:#888;font-size:12px">Airwork</p></body></html>`;
}

function text(paragraphs: string[], link?: string): string {
  return [...paragraphs, ...(link ? [link] : []), '', 'Airwork'].join('\n\n');
}

/** A notice in the reader's language: subject, paragraphs and a link with its label. */
export interface NoticeText {
  subject: string;
  lines: string[];
  label: string;
}

export function composeMail(to: string, t: NoticeText, href: string): NewMail {
  return {
    recipient: to,
    subject: t.subject,
    textBody: text(t.lines, href),
    htmlBody: layout(t.subject, t.lines, { href, label: t.label }),
  };
}
