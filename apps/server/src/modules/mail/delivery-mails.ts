import { composeMail, type MailLanguage, type NoticeText } from './mail-templates';
import type { NewMail } from './mail.repository';
import type { DisputeReason } from '@airwork/shared/disputes/dispute.schema';
import { formatCalendarDay } from '@airwork/shared/day-format';

// The deliver-and-close notices (issue 12), in English and Chinese. `day` arrives as
// year-month-day and is written as the reader writes dates; `note` as the other party wrote it.

export interface DeliveryFacts {
  title: string;
  tasksId: string;
  firstName: string;
  url: string;
  day?: string;
  note?: string;
  /** A dispute's reason, or the decision's amounts (formatted, with the currency). */
  reason?: DisputeReason;
  captured?: string;
  released?: string;
}

export type DeliveryNotice =
  | 'scheduled'
  | 'scheduledClient'
  | 'delivered'
  | 'accepted'
  | 'autoAccepted'
  | 'rejected'
  | 'captured'
  | 'released'
  | 'cancelled'
  | 'ratingReceived'
  | 'paidOut'
  | 'disputeOpened'
  | 'disputeStatement'
  | 'disputeReleased'
  | 'disputeRefunded'
  | 'disputeSplit'
  | 'disputeHoldLapsed';

type Texts = (
  v: DeliveryFacts,
) => Record<MailLanguage, Omit<NoticeText, 'lines'> & { line: string }>;

/** The flight day as the mail's reader writes dates ("Thu, Dec 3, 2026"), never "2026-12-03". */
const dayOf = (v: DeliveryFacts, lang: MailLanguage) =>
  v.day ? formatCalendarDay(v.day, lang) : '';

const quoted = (note?: string) => (note ? ` "${note}"` : '');
const zhQuoted = (note?: string) => (note ? `“${note}”` : '');

const TEXTS: Record<Exclude<DeliveryNotice, `dispute${string}`>, Texts> = {
  scheduled: (v) => ({
    en: {
      subject: `Airwork ${v.tasksId} is scheduled for ${dayOf(v, 'en')}`,
      line: `You scheduled "${v.title}" for ${dayOf(v, 'en')}. Check the weather again the day before.`,
      label: 'View the Airwork',
    },
    zh: {
      subject: `任务 ${v.tasksId} 已排期：${dayOf(v, 'zh')}`,
      line: `您已将“${v.title}”安排在${dayOf(v, 'zh')}。请在前一天再次查看天气。`,
      label: '查看任务',
    },
  }),
  scheduledClient: (v) => ({
    en: {
      subject: `Your Airwork ${v.tasksId} will be flown on ${dayOf(v, 'en')}`,
      line: `The pilot scheduled "${v.title}" for ${dayOf(v, 'en')}.`,
      label: 'View the Airwork',
    },
    zh: {
      subject: `您的任务 ${v.tasksId} 将于${dayOf(v, 'zh')}执行`,
      line: `飞手已将“${v.title}”安排在${dayOf(v, 'zh')}。`,
      label: '查看任务',
    },
  }),
  delivered: (v) => ({
    en: {
      subject: `Results delivered for Airwork ${v.tasksId}`,
      line: `The pilot delivered the results of "${v.title}".${quoted(v.note)} Review them, then accept or reject within 14 days; after that they are accepted automatically.`,
      label: 'Review the results',
    },
    zh: {
      subject: `任务 ${v.tasksId} 的成果已交付`,
      line: `飞手已交付“${v.title}”的成果。${zhQuoted(v.note)}请在 14 天内查看并接受或拒绝，逾期将自动接受。`,
      label: '查看成果',
    },
  }),
  accepted: (v) => ({
    en: {
      subject: `The client accepted Airwork ${v.tasksId}`,
      line: `The client accepted your results for "${v.title}" and the payment was released to you.${quoted(v.note)}`,
      label: 'Rate the client',
    },
    zh: {
      subject: `客户已接受任务 ${v.tasksId}`,
      line: `客户已接受您为“${v.title}”交付的成果，款项已结算给您。${zhQuoted(v.note)}`,
      label: '评价客户',
    },
  }),
  autoAccepted: (v) => ({
    en: {
      subject: `Airwork ${v.tasksId} was accepted automatically`,
      line: `Fourteen days passed without a decision on the results of "${v.title}", so they were accepted and the payment was captured.`,
      label: 'View the Airwork',
    },
    zh: {
      subject: `任务 ${v.tasksId} 已自动接受`,
      line: `“${v.title}”的成果交付后 14 天内未获处理，已自动接受并完成扣款。`,
      label: '查看任务',
    },
  }),
  rejected: (v) => ({
    en: {
      subject: `The client asked for changes on Airwork ${v.tasksId}`,
      line: `The client did not accept the results of "${v.title}" yet:${quoted(v.note)} Upload what is missing and submit again.`,
      label: 'Open the upload',
    },
    zh: {
      subject: `客户要求修改任务 ${v.tasksId}`,
      line: `客户暂未接受“${v.title}”的成果：${zhQuoted(v.note)}请补充上传后再次提交。`,
      label: '打开上传页面',
    },
  }),
  captured: (v) => ({
    en: {
      subject: `Payment captured for Airwork ${v.tasksId}`,
      line: `The money held for "${v.title}" has now been charged. Your receipt is attached.`,
      label: 'View the Airwork',
    },
    zh: {
      subject: `任务 ${v.tasksId} 已完成扣款`,
      line: `为“${v.title}”冻结的款项现已扣除。收据见附件。`,
      label: '查看任务',
    },
  }),
  paidOut: (v) => ({
    en: {
      subject: `Payout statement for Airwork ${v.tasksId}`,
      line: `The client's payment for "${v.title}" was taken and is paid out to you. Your payout statement is attached.`,
      label: 'View the Airwork',
    },
    zh: {
      subject: `任务 ${v.tasksId} 的结算单`,
      line: `客户为“${v.title}”支付的款项已扣除，并将结算给您。结算单见附件。`,
      label: '查看任务',
    },
  }),
  released: (v) => ({
    en: {
      subject: `Payment released for Airwork ${v.tasksId}`,
      line: `"${v.title}" was cancelled and the money held for it was released; you will not be charged.`,
      label: 'View the Airwork',
    },
    zh: {
      subject: `任务 ${v.tasksId} 的冻结款项已释放`,
      line: `“${v.title}”已取消，冻结的款项已释放，您不会被扣款。`,
      label: '查看任务',
    },
  }),
  cancelled: (v) => ({
    en: {
      subject: `Airwork ${v.tasksId} was cancelled`,
      line: `"${v.title}" was cancelled:${quoted(v.note)} You do not need to fly it.`,
      label: 'Find other Airworks',
    },
    zh: {
      subject: `任务 ${v.tasksId} 已取消`,
      line: `“${v.title}”已取消：${zhQuoted(v.note)}您无需执行此任务。`,
      label: '查找其他任务',
    },
  }),
  ratingReceived: (v) => ({
    en: {
      subject: `You were rated for Airwork ${v.tasksId}`,
      line: `The other side rated you for "${v.title}". Ratings show once both sides have rated, or 14 days after completion.`,
      label: 'View the Airwork',
    },
    zh: {
      subject: `您在任务 ${v.tasksId} 中收到了评价`,
      line: `对方就“${v.title}”对您做出了评价。双方都评价后或完成 14 天后评价才会显示。`,
      label: '查看任务',
    },
  }),
};

/** A dispute's reason as the mails name it. */
const REASON_TEXTS: Record<DisputeReason, Record<MailLanguage, string>> = {
  notDelivered: { en: 'not delivered', zh: '未交付' },
  notAsDescribed: { en: 'not as described', zh: '与描述不符' },
  quality: { en: 'quality', zh: '质量问题' },
  clientUnresponsive: { en: 'client unresponsive', zh: '客户无回应' },
  other: { en: 'other', zh: '其他' },
};
const reasonOf = (v: DeliveryFacts, lang: MailLanguage) =>
  v.reason ? REASON_TEXTS[v.reason][lang] : '';

// The dispute notices (issue 25): opened, a statement added, and the three decisions.
const DISPUTE_TEXTS: Record<Extract<DeliveryNotice, `dispute${string}`>, Texts> = {
  disputeOpened: (v) => ({
    en: {
      subject: `A dispute was opened on Airwork ${v.tasksId}`,
      line: `The other side asked an admin to decide on "${v.title}" (${reasonOf(v, 'en')}).${quoted(v.note)} Nothing moves until the decision, and the money stays held: add your side, with files if they help.`,
      label: 'Answer the dispute',
    },
    zh: {
      subject: `任务 ${v.tasksId} 出现争议`,
      line: `对方已就“${v.title}”申请管理员裁决（${reasonOf(v, 'zh')}）。${zhQuoted(v.note)}裁决前任务暂停，款项继续冻结：请补充您的陈述，必要时附上文件。`,
      label: '回应争议',
    },
  }),
  disputeStatement: (v) => ({
    en: {
      subject: `New statement in the dispute on Airwork ${v.tasksId}`,
      line: `A statement was added to the dispute on "${v.title}".${quoted(v.note)}`,
      label: 'Read the dispute',
    },
    zh: {
      subject: `任务 ${v.tasksId} 的争议有新陈述`,
      line: `“${v.title}”的争议中新增了一条陈述。${zhQuoted(v.note)}`,
      label: '查看争议',
    },
  }),
  disputeReleased: (v) => ({
    en: {
      subject: `Dispute decided on Airwork ${v.tasksId}: paid to the pilot`,
      line: `An admin decided the dispute on "${v.title}": the pilot is paid in full, ${v.captured}.${quoted(v.note)} You can still rate each other.`,
      label: 'View the decision',
    },
    zh: {
      subject: `任务 ${v.tasksId} 的争议已裁决：款项支付给飞手`,
      line: `管理员已就“${v.title}”的争议作出裁决：全额 ${v.captured} 支付给飞手。${zhQuoted(v.note)}双方仍可互相评价。`,
      label: '查看裁决',
    },
  }),
  disputeRefunded: (v) => ({
    en: {
      subject: `Dispute decided on Airwork ${v.tasksId}: refunded to the client`,
      line: `An admin decided the dispute on "${v.title}": the hold of ${v.released} is released to the client and nothing is charged.${quoted(v.note)} You can still rate each other.`,
      label: 'View the decision',
    },
    zh: {
      subject: `任务 ${v.tasksId} 的争议已裁决：退还给客户`,
      line: `管理员已就“${v.title}”的争议作出裁决：冻结的 ${v.released} 退还给客户，不扣任何款项。${zhQuoted(v.note)}双方仍可互相评价。`,
      label: '查看裁决',
    },
  }),
  disputeSplit: (v) => ({
    en: {
      subject: `Dispute decided on Airwork ${v.tasksId}: split`,
      line: `An admin decided the dispute on "${v.title}": ${v.captured} is paid to the pilot and ${v.released} is released to the client.${quoted(v.note)} You can still rate each other.`,
      label: 'View the decision',
    },
    zh: {
      subject: `任务 ${v.tasksId} 的争议已裁决：按比例分配`,
      line: `管理员已就“${v.title}”的争议作出裁决：${v.captured} 支付给飞手，${v.released} 退还给客户。${zhQuoted(v.note)}双方仍可互相评价。`,
      label: '查看裁决',
    },
  }),
  disputeHoldLapsed: (v) => ({
    en: {
      subject: `Hold the money again for Airwork ${v.tasksId}`,
      line: `The hold on your payment for "${v.title}" passed its validity during the dispute and can no longer be charged. Hold the money again (nothing is charged until the decision) so the admin's decision can take effect.`,
      label: 'Renew the hold',
    },
    zh: {
      subject: `请为任务 ${v.tasksId} 重新冻结款项`,
      line: `“${v.title}”的款项冻结在争议期间已过有效期，无法再扣款。请重新冻结款项（裁决前不会扣款），以便管理员的裁决生效。`,
      label: '重新冻结款项',
    },
  }),
};

const ALL_TEXTS: Record<DeliveryNotice, Texts> = { ...TEXTS, ...DISPUTE_TEXTS };

export function deliveryMail(
  notice: DeliveryNotice,
  lang: MailLanguage,
  to: string,
  v: DeliveryFacts,
): NewMail {
  const t = ALL_TEXTS[notice](v)[lang];
  const hello = lang === 'zh' ? `${v.firstName}，您好：` : `Hello ${v.firstName},`;
  return composeMail(to, { subject: t.subject, lines: [hello, t.line], label: t.label }, v.url);
}
