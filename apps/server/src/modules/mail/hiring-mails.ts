import { composeMail, type MailLanguage, type NoticeText } from './mail-templates';
import type { NewMail } from './mail.repository';

// The find-and-hire notices (issue 11): proposal received and sent, hired, not accepted,
// money held. Each in English and Chinese; amounts arrive formatted.

interface Airwork {
  title: string;
  tasksId: string;
}

type Texts = Record<MailLanguage, NoticeText>;

const pick = (lang: MailLanguage, texts: Texts) => texts[lang];

export function applicationReceivedMail(
  lang: MailLanguage,
  to: string,
  v: Airwork & { firstName: string; pilotNumber: string; pilotName: string; url: string },
): NewMail {
  return composeMail(
    to,
    pick(lang, {
      en: {
        subject: `A pilot sent a proposal for your Airwork ${v.tasksId}`,
        lines: [
          `Hello ${v.firstName},`,
          `${v.pilotName} (pilot ${v.pilotNumber}) proposed to fly "${v.title}". Review the pilot's certificate, drone and rating, then hire them or decline.`,
        ],
        label: 'Review proposals',
      },
      zh: {
        subject: `有飞手申请了您的任务 ${v.tasksId}`,
        lines: [
          `${v.firstName}，您好：`,
          `${v.pilotName}（飞手 ${v.pilotNumber}）申请了“${v.title}”。请查看飞手的证书、设备和评分，然后批准或拒绝。`,
        ],
        label: '查看申请',
      },
    }),
    v.url,
  );
}

export function applicationSentMail(
  lang: MailLanguage,
  to: string,
  v: Airwork & { firstName: string; url: string },
): NewMail {
  return composeMail(
    to,
    pick(lang, {
      en: {
        subject: `Your proposal for Airwork ${v.tasksId} was sent`,
        lines: [
          `Hello ${v.firstName},`,
          `Your proposal for "${v.title}" (${v.tasksId}) was sent to the client. We will e-mail you when the client decides.`,
        ],
        label: 'View the Airwork',
      },
      zh: {
        subject: `您已申请任务 ${v.tasksId}`,
        lines: [
          `${v.firstName}，您好：`,
          `您对“${v.title}”（${v.tasksId}）的申请已发送给客户。客户做出决定后我们会通过邮件通知您。`,
        ],
        label: '查看任务',
      },
    }),
    v.url,
  );
}

export function applicationWithdrawnMail(
  lang: MailLanguage,
  to: string,
  v: Airwork & { firstName: string; pilotNumber: string; pilotName: string; url: string },
): NewMail {
  return composeMail(
    to,
    pick(lang, {
      en: {
        subject: `A pilot withdrew from your Airwork ${v.tasksId}`,
        lines: [
          `Hello ${v.firstName},`,
          `${v.pilotName} (pilot ${v.pilotNumber}) withdrew their proposal for "${v.title}". Your other proposals are unchanged.`,
        ],
        label: 'Review proposals',
      },
      zh: {
        subject: `有飞手撤回了对任务 ${v.tasksId} 的申请`,
        lines: [
          `${v.firstName}，您好：`,
          `${v.pilotName}（飞手 ${v.pilotNumber}）撤回了对“${v.title}”的申请。其他申请不受影响。`,
        ],
        label: '查看申请',
      },
    }),
    v.url,
  );
}

export function applicationDecidedMail(
  lang: MailLanguage,
  to: string,
  v: Airwork & { firstName: string; approved: boolean; url: string },
): NewMail {
  const texts: Texts = v.approved
    ? {
        en: {
          subject: `You are hired for Airwork ${v.tasksId}`,
          lines: [
            `Hello ${v.firstName},`,
            `The client hired you for "${v.title}". Once the payment is held you can set the flight date.`,
          ],
          label: 'Open the Airwork',
        },
        zh: {
          subject: `您已被任务 ${v.tasksId} 录用`,
          lines: [
            `${v.firstName}，您好：`,
            `客户批准了您对“${v.title}”的申请。款项冻结后即可设置飞行日期。`,
          ],
          label: '打开任务',
        },
      }
    : {
        en: {
          subject: `Your proposal for Airwork ${v.tasksId} was not accepted`,
          lines: [
            `Hello ${v.firstName},`,
            `The client chose not to go ahead with your proposal for "${v.title}". Other Airworks are waiting for you.`,
          ],
          label: 'Find Airworks',
        },
        zh: {
          subject: `您对任务 ${v.tasksId} 的申请未获批准`,
          lines: [
            `${v.firstName}，您好：`,
            `客户未批准您对“${v.title}”的申请。还有其他任务在等着您。`,
          ],
          label: '查找任务',
        },
      };
  return composeMail(to, pick(lang, texts), v.url);
}

export function paymentHeldMail(
  lang: MailLanguage,
  to: string,
  v: Airwork & { firstName: string; total: string; forPilot: boolean; url: string },
): NewMail {
  const texts: Texts = v.forPilot
    ? {
        en: {
          subject: `Payment held for Airwork ${v.tasksId}`,
          lines: [
            `Hello ${v.firstName},`,
            `The client's payment of ${v.total} for "${v.title}" is held. Set the flight date now; you are paid when the client accepts the result.`,
          ],
          label: 'Set the schedule',
        },
        zh: {
          subject: `任务 ${v.tasksId} 的款项已冻结`,
          lines: [
            `${v.firstName}，您好：`,
            `客户为“${v.title}”支付的 ${v.total} 已冻结。请现在设置飞行日期；客户接受成果后您将获得付款。`,
          ],
          label: '设置日程',
        },
      }
    : {
        en: {
          subject: `Your payment for Airwork ${v.tasksId} is held`,
          lines: [
            `Hello ${v.firstName},`,
            `${v.total} for "${v.title}" is held, not charged. You are charged only when you accept the result; if the Airwork is cancelled, the hold is released.`,
          ],
          label: 'View the Airwork',
        },
        zh: {
          subject: `您为任务 ${v.tasksId} 的付款已冻结`,
          lines: [
            `${v.firstName}，您好：`,
            `“${v.title}”的 ${v.total} 已冻结，尚未扣款。只有在您接受成果时才会扣款；如果任务取消，冻结将被解除。`,
          ],
          label: '查看任务',
        },
      };
  return composeMail(to, pick(lang, texts), v.url);
}
