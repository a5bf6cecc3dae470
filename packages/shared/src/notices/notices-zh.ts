import type { NoticeCatalogue } from './notice-kinds';

// Every notice in Simplified Chinese, as notices-en.ts: the same notices, the same `{{name}}`
// facts (a test holds the two catalogues to the same places).

const VIEW = '查看任务';

export const NOTICES_ZH = {
  notices: {
    posted: {
      line: '您的任务“{{title}}”已发布，任务编号为 {{tasksId}}。',
      mail: {
        subject: '您的任务 {{tasksId}} 已发布',
        more: '认证飞手很快就能看到并申请。在您接受成果之前不会向您收费。',
        label: VIEW,
      },
    },
    applicationReceived: {
      line: '{{pilotName}} 申请了“{{title}}”。',
      mail: {
        subject: '有飞手申请了您的任务 {{tasksId}}',
        more: '请查看飞手的证书、设备和评分（ID 号 {{pilotNumber}}），然后批准或拒绝。',
        label: '查看申请',
      },
    },
    applicationSent: {
      line: '您对“{{title}}”（{{tasksId}}）的申请已发送给客户。',
      mail: {
        subject: '您已申请任务 {{tasksId}}',
        more: '客户做出决定后我们会通过邮件通知您。',
        label: VIEW,
      },
    },
    applicationWithdrawn: {
      line: '{{pilotName}} 撤回了对“{{title}}”的申请。',
      mail: {
        subject: '有飞手撤回了对任务 {{tasksId}} 的申请',
        more: '其他申请不受影响（该飞手的 ID 号为 {{pilotNumber}}）。',
        label: '查看申请',
      },
    },
    applicationApproved: {
      line: '您已被雇用执行“{{title}}”。',
      mail: {
        subject: '您已被任务 {{tasksId}} 录用',
        more: '款项冻结后即可设置飞行日期。',
        label: '打开任务',
      },
    },
    applicationDisapproved: {
      line: '客户未批准您对“{{title}}”的申请。',
      mail: {
        subject: '您对任务 {{tasksId}} 的申请未获批准',
        more: '还有其他任务在等着您。',
        label: '查找任务',
      },
    },
    paymentHeld: {
      line: '“{{title}}”的款项 {{total}} 已冻结，尚未扣款。',
      mail: {
        subject: '您为任务 {{tasksId}} 的付款已冻结',
        more: '只有在您接受成果时才会扣款；如果任务取消，冻结将被解除。',
        label: VIEW,
      },
      pilotMail: {
        subject: '任务 {{tasksId}} 的款项已冻结',
        more: '请现在设置飞行日期；客户接受成果后您将获得付款。',
        label: '设置日程',
      },
    },
    scheduled: {
      line: '“{{title}}”已安排在{{day}}。',
      mail: {
        subject: '您的任务 {{tasksId}} 将于{{day}}执行',
        more: '',
        label: VIEW,
      },
      pilotMail: {
        subject: '任务 {{tasksId}} 已排期：{{day}}',
        more: '请在前一天再次查看天气。',
        label: VIEW,
      },
    },
    flightDay: {
      line: '今天是“{{title}}”的飞行日。',
    },
    delivered: {
      line: '飞手已交付“{{title}}”的成果。{{note}}',
      mail: {
        subject: '任务 {{tasksId}} 的成果已交付',
        more: '请在 14 天内查看并接受或拒绝，逾期将自动接受。',
        label: '查看成果',
      },
    },
    accepted: {
      line: '客户已接受您为“{{title}}”交付的成果。{{note}}',
      mail: {
        subject: '客户已接受任务 {{tasksId}}',
        more: '客户冻结的款项将随即扣除；扣款后您会收到收入结算单。',
        label: '评价客户',
      },
    },
    autoAccepted: {
      line: '“{{title}}”的成果交付后 14 天内未获处理，已自动接受。',
      mail: {
        subject: '任务 {{tasksId}} 已自动接受',
        more: '冻结的款项将随即扣除。',
        label: VIEW,
      },
    },
    rejected: {
      line: '客户要求修改“{{title}}”：{{note}}',
      mail: {
        subject: '客户要求修改任务 {{tasksId}}',
        more: '请补充上传后再次提交。',
        label: '打开上传页面',
      },
    },
    cancelled: {
      line: '“{{title}}”已取消。{{note}}',
      mail: {
        subject: '任务 {{tasksId}} 已取消',
        more: '您无需执行此任务。',
        label: '查找其他任务',
      },
    },
    captured: {
      line: '为“{{title}}”冻结的款项现已扣除。',
      mail: {
        subject: '任务 {{tasksId}} 已完成扣款',
        more: '收据见附件。',
        label: VIEW,
      },
    },
    paidOut: {
      line: '客户为“{{title}}”支付的款项已扣除。',
      mail: {
        subject: '任务 {{tasksId}} 的收入结算单',
        more: '收入结算单见附件，其中列明您的应得金额（待付给您）。',
        label: VIEW,
      },
    },
    released: {
      line: '“{{title}}”已取消，冻结的款项已释放。',
      mail: {
        subject: '任务 {{tasksId}} 的冻结款项已释放',
        more: '您不会被扣款。',
        label: VIEW,
      },
    },
    ratingReceived: {
      line: '对方就“{{title}}”对您做出了评价。',
      mail: {
        subject: '您在任务 {{tasksId}} 中收到了评价',
        more: '双方都评价后或完成 14 天后评价才会显示。',
        label: VIEW,
      },
    },
    ratingRevealed: {
      line: '“{{title}}”的双方评价现已公开。',
    },
    verificationApproved: {
      line: '您的飞手证书已通过审核：可以申请任务了。',
    },
    verificationDisapproved: {
      line: '您的飞手证书未通过审核：{{reason}}',
    },
    message: {
      line: '{{fromName}} 就“{{title}}”给您发了消息。',
      mail: {
        subject: '{{fromName}} 就任务 {{tasksId}} 给您发了 {{messages}}',
        more: '',
        label: '回复',
      },
    },
    disputeOpened: {
      line: '对方已就“{{title}}”申请管理员裁决{{reason}}。{{note}}',
      mail: {
        subject: '任务 {{tasksId}} 出现争议',
        more: '裁决前任务暂停，款项继续冻结：请补充您的陈述，必要时附上文件。',
        label: '回应争议',
      },
    },
    disputeStatement: {
      line: '“{{title}}”的争议中新增了一条陈述。{{note}}',
      mail: {
        subject: '任务 {{tasksId}} 的争议有新陈述',
        more: '',
        label: '查看争议',
      },
    },
    disputeDecided: {
      line: '管理员已就“{{title}}”的争议作出裁决：{{decision}}。{{note}}',
      mail: {
        subject: '任务 {{tasksId}} 的争议已裁决：{{decisionSubject}}',
        more: '双方仍可互相评价。',
        label: '查看裁决',
      },
    },
    disputeHoldLapsed: {
      line: '“{{title}}”的款项冻结在争议期间已过有效期，无法再扣款。',
      mail: {
        subject: '请为任务 {{tasksId}} 重新冻结款项',
        more: '请重新冻结款项（裁决前不会扣款），以便管理员的裁决生效。',
        label: '重新冻结款项',
      },
    },
    registered: {
      line: '您的 Airwork 账户 {{username}} 已创建。您的 ID 号是 {{userNumbers}}。',
      mail: {
        subject: '欢迎加入 Airwork — 注册确认',
        more: '如果这不是您本人的操作，请忽略本邮件。',
        label: '登录 Airwork',
      },
    },
    passwordReset: {
      line: '我们收到了重置您密码的请求。请在 {{validMinutes}} 分钟内打开下面的链接设置新密码。该链接只能使用一次。',
      mail: {
        subject: 'Airwork 密码重置',
        more: '如果您没有提出此请求，请忽略本邮件，您的密码不会改变。',
        label: '设置新密码',
      },
    },
    newSignIn: {
      line: '您的账户刚刚在一台从未用过的设备上登录：{{device}}，IP 地址 {{ip}}，时间 {{when}}（多伦多时间）。',
      mail: {
        subject: '您的 Airwork 账户在新设备上登录',
        more: '如果是您本人，无需任何操作。如果不是，请立即修改密码，并在个人资料页的“登录会话”中结束该会话。',
        label: '查看我的登录会话',
      },
    },
    dataExport: {
      line: '您请求的数据导出已准备好，链接 24 小时内有效。',
      mail: {
        subject: '您的 Airwork 数据导出已就绪',
        more: '',
        label: '下载我的数据',
      },
    },
  },
  words: {
    hello: '{{firstName}}，您好：',
    pilotNumbered: '飞手 {{pilotNumber}}',
    quoted: '“{{text}}”',
    reasonPart: '（{{reason}}）',
    reasons: {
      notDelivered: '未交付',
      notAsDescribed: '与描述不符',
      quality: '质量问题',
      clientUnresponsive: '客户无回应',
      other: '其他',
    },
    decisions: {
      release: '冻结的 {{captured}} 已全额扣款，飞手的应得部分计入其余额',
      refund: '冻结的 {{released}} 退还给客户，不扣任何款项',
      split: '扣款 {{captured}}（飞手的应得部分计入其余额），{{released}} 退还给客户',
    },
    decisionSubjects: {
      release: '为飞手扣款',
      refund: '退还给客户',
      split: '按比例分配',
    },
    messagesOne: '1 条消息',
    messagesMany: '{{count}} 条消息',
    unknownDevice: '未知设备',
  },
} as const satisfies NoticeCatalogue;
