import { composeMail, type MailLanguage } from './mail-templates';
import type { NewMail } from './mail.repository';

// The unread-messages digest (issue 21): one e-mail per conversation, with what is unread.

/** The most of each message, and of all of them, that a digest quotes. */
const QUOTE_MAX = 1000;
const DIGEST_MAX = 6000;

export function unreadMessagesMail(
  lang: MailLanguage,
  to: string,
  v: {
    firstName: string;
    fromName: string;
    title: string;
    tasksId: string;
    texts: string[];
    url: string;
  },
): NewMail {
  const quoted: string[] = [];
  let room = DIGEST_MAX;
  for (const text of v.texts) {
    if (room <= 0) break;
    const cut = text.length > QUOTE_MAX ? `${text.slice(0, QUOTE_MAX)}…` : text;
    quoted.push(`“${cut.slice(0, room)}”`);
    room -= cut.length;
  }
  const count = v.texts.length;
  const t =
    lang === 'zh'
      ? {
          subject: `${v.fromName} 就任务 ${v.tasksId} 给您发了 ${count} 条消息`,
          lines: [`${v.firstName}，您好：`, `${v.fromName} 就“${v.title}”写道：`, ...quoted],
          label: '回复',
        }
      : {
          subject: `${v.fromName} sent you ${count === 1 ? 'a message' : `${count} messages`} about ${v.tasksId}`,
          lines: [`Hello ${v.firstName},`, `${v.fromName} wrote about "${v.title}":`, ...quoted],
          label: 'Reply',
        };
  return composeMail(to, t, v.url);
}
