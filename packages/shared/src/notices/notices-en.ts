import type { NoticeCatalogue } from './notice-kinds';

// Every notice in English: the bell's sentence (also the mail's first paragraph), the mail's
// subject, what it adds and its button. `{{name}}` is a fact (notice-kinds.ts) as the reader
// writes it: `{{day}}` a weekday and date, `{{total}}` an amount, `{{note}}` the other side's
// words quoted (or nothing), `{{reason}}` a dispute's reason in brackets (or nothing).

const VIEW = 'View the Airwork';

export const NOTICES_EN = {
  notices: {
    posted: {
      line: 'Your Airwork “{{title}}” is posted as Airwork number {{tasksId}}.',
      mail: {
        subject: 'Your Airwork {{tasksId}} is posted',
        more: 'Verified pilots can see it and apply soon. You are not charged until you accept the result.',
        label: VIEW,
      },
    },
    applicationReceived: {
      line: '{{pilotName}} sent a proposal for “{{title}}”.',
      mail: {
        subject: 'A pilot sent a proposal for your Airwork {{tasksId}}',
        more: 'Review the pilot’s certificate, drone and rating (ID number {{pilotNumber}}), then hire them or decline.',
        label: 'Review proposals',
      },
    },
    applicationSent: {
      line: 'Your proposal for “{{title}}” ({{tasksId}}) was sent to the client.',
      mail: {
        subject: 'Your proposal for Airwork {{tasksId}} was sent',
        more: 'We will e-mail you when the client decides.',
        label: VIEW,
      },
    },
    applicationWithdrawn: {
      line: '{{pilotName}} withdrew their proposal for “{{title}}”.',
      mail: {
        subject: 'A pilot withdrew from your Airwork {{tasksId}}',
        more: 'Your other proposals are unchanged (the pilot’s ID number is {{pilotNumber}}).',
        label: 'Review proposals',
      },
    },
    applicationApproved: {
      line: 'You were hired for “{{title}}”.',
      mail: {
        subject: 'You are hired for Airwork {{tasksId}}',
        more: 'Once the payment is held you can set the flight date.',
        label: 'Open the Airwork',
      },
    },
    applicationDisapproved: {
      line: 'The client chose not to go ahead with your proposal for “{{title}}”.',
      mail: {
        subject: 'Your proposal for Airwork {{tasksId}} was not accepted',
        more: 'Other Airworks are waiting for you.',
        label: 'Find Airworks',
      },
    },
    paymentHeld: {
      line: 'The payment for “{{title}}” is held: {{total}}, not charged.',
      mail: {
        subject: 'Your payment for Airwork {{tasksId}} is held',
        more: 'You are charged only when you accept the result; if the Airwork is cancelled, the hold is released.',
        label: VIEW,
      },
      pilotMail: {
        subject: 'Payment held for Airwork {{tasksId}}',
        more: 'Set the flight date now; you are paid when the client accepts the result.',
        label: 'Set the schedule',
      },
    },
    scheduled: {
      line: '“{{title}}” is scheduled for {{day}}.',
      mail: {
        subject: 'Your Airwork {{tasksId}} will be flown on {{day}}',
        more: '',
        label: VIEW,
      },
      pilotMail: {
        subject: 'Airwork {{tasksId}} is scheduled for {{day}}',
        more: 'Check the weather again the day before.',
        label: VIEW,
      },
    },
    flightDay: {
      line: 'Today is the flight day of “{{title}}”.',
    },
    delivered: {
      line: 'The pilot delivered the results of “{{title}}”.{{note}}',
      mail: {
        subject: 'Results delivered for Airwork {{tasksId}}',
        more: 'Review them, then accept or reject within 14 days; after that they are accepted automatically.',
        label: 'Review the results',
      },
    },
    accepted: {
      line: 'The client accepted your results for “{{title}}”.{{note}}',
      mail: {
        subject: 'The client accepted Airwork {{tasksId}}',
        more: 'The client’s held payment is charged next; an earnings statement follows once it is.',
        label: 'Rate the client',
      },
    },
    autoAccepted: {
      line: 'The results of “{{title}}” were accepted after 14 days without a decision.',
      mail: {
        subject: 'Airwork {{tasksId}} was accepted automatically',
        more: 'The held payment is charged next.',
        label: VIEW,
      },
    },
    rejected: {
      line: 'The client asked for changes to “{{title}}”:{{note}}',
      mail: {
        subject: 'The client asked for changes on Airwork {{tasksId}}',
        more: 'Upload what is missing and submit again.',
        label: 'Open the upload',
      },
    },
    cancelled: {
      line: '“{{title}}” was cancelled.{{note}}',
      mail: {
        subject: 'Airwork {{tasksId}} was cancelled',
        more: 'You do not need to fly it.',
        label: 'Find other Airworks',
      },
    },
    captured: {
      line: 'The money held for “{{title}}” has now been charged.',
      mail: {
        subject: 'Payment captured for Airwork {{tasksId}}',
        more: 'Your receipt is attached.',
        label: VIEW,
      },
    },
    paidOut: {
      line: 'The client’s payment for “{{title}}” was taken.',
      mail: {
        subject: 'Earnings statement for Airwork {{tasksId}}',
        more: 'Your earnings statement is attached: it shows your share, to be paid out to you.',
        label: VIEW,
      },
    },
    released: {
      line: '“{{title}}” was cancelled and the money held for it was released.',
      mail: {
        subject: 'Payment released for Airwork {{tasksId}}',
        more: 'You will not be charged.',
        label: VIEW,
      },
    },
    ratingReceived: {
      line: 'The other side rated you for “{{title}}”.',
      mail: {
        subject: 'You were rated for Airwork {{tasksId}}',
        more: 'Ratings show once both sides have rated, or 14 days after completion.',
        label: VIEW,
      },
    },
    ratingRevealed: {
      line: 'Both ratings of “{{title}}” are now visible.',
    },
    verificationApproved: {
      line: 'Your pilot certificate was approved: you can apply to Airworks.',
    },
    verificationDisapproved: {
      line: 'Your pilot certificate was not approved: {{reason}}',
    },
    message: {
      line: '{{fromName}} wrote to you about “{{title}}”.',
      mail: {
        subject: '{{fromName}} sent you {{messages}} about {{tasksId}}',
        more: '',
        label: 'Reply',
      },
    },
    disputeOpened: {
      line: 'The other side asked an admin to decide on “{{title}}”{{reason}}.{{note}}',
      mail: {
        subject: 'A dispute was opened on Airwork {{tasksId}}',
        more: 'Nothing moves until the decision, and the money stays held: add your side, with files if they help.',
        label: 'Answer the dispute',
      },
    },
    disputeStatement: {
      line: 'A statement was added to the dispute on “{{title}}”.{{note}}',
      mail: {
        subject: 'New statement in the dispute on Airwork {{tasksId}}',
        more: '',
        label: 'Read the dispute',
      },
    },
    disputeDecided: {
      line: 'An admin decided the dispute on “{{title}}”: {{decision}}.{{note}}',
      mail: {
        subject: 'Dispute decided on Airwork {{tasksId}}: {{decisionSubject}}',
        more: 'You can still rate each other.',
        label: 'View the decision',
      },
    },
    disputeHoldLapsed: {
      line: 'The hold on your payment for “{{title}}” passed its validity during the dispute and can no longer be charged.',
      mail: {
        subject: 'Hold the money again for Airwork {{tasksId}}',
        more: 'Hold the money again (nothing is charged until the decision) so the admin’s decision can take effect.',
        label: 'Renew the hold',
      },
    },
    registered: {
      line: 'Your Airwork account {{username}} has been created. Your ID number is {{userNumbers}}.',
      mail: {
        subject: 'Welcome to Airwork — registration confirmed',
        more: 'If you did not sign up, you can ignore this e-mail.',
        label: 'Log in to Airwork',
      },
    },
    passwordReset: {
      line: 'We received a request to reset your password. Open the link below within {{validMinutes}} minutes to choose a new one. The link works once.',
      mail: {
        subject: 'Reset your Airwork password',
        more: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
        label: 'Choose a new password',
      },
    },
    newSignIn: {
      line: 'Your account was just signed in to from a device it had not been used on: {{device}}, address {{ip}}, at {{when}} (Toronto time).',
      mail: {
        subject: 'New sign-in to your Airwork account',
        more: 'If this was you, there is nothing to do. If not, change your password now and end that session under “Signed-in devices” on your profile.',
        label: 'See my signed-in devices',
      },
    },
    dataExport: {
      line: 'The export of your data you asked for is ready. The link works for 24 hours.',
      mail: {
        subject: 'Your Airwork data export is ready',
        more: '',
        label: 'Download my data',
      },
    },
  },
  words: {
    hello: 'Hello {{firstName}},',
    pilotNumbered: 'Pilot {{pilotNumber}}',
    quoted: ' “{{text}}”',
    reasonPart: ' ({{reason}})',
    reasons: {
      notDelivered: 'not delivered',
      notAsDescribed: 'not as described',
      quality: 'quality',
      clientUnresponsive: 'client unresponsive',
      other: 'other',
    },
    decisions: {
      release: 'the held {{captured}} is charged; the pilot’s share goes to their balance',
      refund: 'the hold of {{released}} is released to the client and nothing is charged',
      split:
        '{{captured}} is charged (the pilot’s share goes to their balance) and {{released}} is released to the client',
    },
    decisionSubjects: {
      release: 'charged for the pilot',
      refund: 'refunded to the client',
      split: 'split',
    },
    messagesOne: 'a message',
    messagesMany: '{{count}} messages',
    unknownDevice: 'an unknown device',
  },
} as const satisfies NoticeCatalogue;
