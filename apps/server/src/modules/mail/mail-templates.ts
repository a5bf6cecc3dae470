import type { NewMail } from './mail.repository';

export type MailLanguage = 'en' | 'zh';

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

export function registrationMail(
  lang: MailLanguage,
  to: string,
  v: { firstName: string; username: string; userNumbers: string; loginUrl: string },
): NewMail {
  const t =
    lang === 'zh'
      ? {
          subject: '欢迎加入 Airwork — 注册确认',
          lines: [
            `${v.firstName}，您好：`,
            `您的 Airwork 账户 ${v.username} 已创建。您的 ID 号是 ${v.userNumbers}。`,
            '如果这不是您本人的操作，请忽略本邮件。',
          ],
          label: '登录 Airwork',
        }
      : {
          subject: 'Welcome to Airwork — registration confirmed',
          lines: [
            `Hello ${v.firstName},`,
            `Your Airwork account ${v.username} has been created. Your ID number is ${v.userNumbers}.`,
            'If you did not sign up, you can ignore this e-mail.',
          ],
          label: 'Log in to Airwork',
        };
  return {
    recipient: to,
    subject: t.subject,
    textBody: text(t.lines, v.loginUrl),
    htmlBody: layout(t.subject, t.lines, { href: v.loginUrl, label: t.label }),
  };
}

export function passwordResetMail(
  lang: MailLanguage,
  to: string,
  v: { firstName: string; resetUrl: string; validMinutes: number },
): NewMail {
  const t =
    lang === 'zh'
      ? {
          subject: 'Airwork 密码重置',
          lines: [
            `${v.firstName}，您好：`,
            `我们收到了重置您密码的请求。请在 ${v.validMinutes} 分钟内打开下面的链接设置新密码。该链接只能使用一次。`,
            '如果您没有提出此请求，请忽略本邮件，您的密码不会改变。',
          ],
          label: '设置新密码',
        }
      : {
          subject: 'Reset your Airwork password',
          lines: [
            `Hello ${v.firstName},`,
            `We received a request to reset your password. Open the link below within ${v.validMinutes} minutes to choose a new one. The link works once.`,
            'If you did not ask for this, ignore this e-mail; your password stays the same.',
          ],
          label: 'Choose a new password',
        };
  return {
    recipient: to,
    subject: t.subject,
    textBody: text(t.lines, v.resetUrl),
    htmlBody: layout(t.subject, t.lines, { href: v.resetUrl, label: t.label }),
  };
}

/**
 * A sign-in from a device never seen on the account (issue 45): what, where, when, and what to
 * do if it was not the owner. Times in Canada's Eastern time, as the other mails write them.
 */
export function newSignInMail(
  lang: MailLanguage,
  to: string,
  v: { firstName: string; device: string; ip: string; at: Date; url: string },
): NewMail {
  const when = v.at.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-CA', {
    timeZone: 'America/Toronto',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const t =
    lang === 'zh'
      ? {
          subject: '您的 Airwork 账户在新设备上登录',
          lines: [
            `${v.firstName}，您好：`,
            `您的账户刚刚在一台从未用过的设备上登录：${v.device || '未知设备'}，IP 地址 ${v.ip}，时间 ${when}（多伦多时间）。`,
            '如果是您本人，无需任何操作。如果不是，请立即修改密码，并在个人资料页的“登录会话”中结束该会话。',
          ],
          label: '查看我的登录会话',
        }
      : {
          subject: 'New sign-in to your Airwork account',
          lines: [
            `Hello ${v.firstName},`,
            `Your account was just signed in to from a device it had not been used on: ${v.device || 'an unknown device'}, address ${v.ip}, at ${when} (Toronto time).`,
            'If this was you, there is nothing to do. If not, change your password now and end that session under "Signed-in devices" on your profile.',
          ],
          label: 'See my signed-in devices',
        };
  return composeMail(to, t, v.url);
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
