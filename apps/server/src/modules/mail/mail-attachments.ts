// A mail's papers (issue 25): named in the outbox — which Airwork, which paper, which language —
// and made when the mail is sent, by whoever knows how (the payments module, handed to the
// mailer by app.ts): the mail module stays below the modules whose documents it carries.

/** A paper a mail carries, by name: which Airwork, which paper, in which language. */
export interface MailAttachmentRef {
  kind: 'receipt' | 'payout';
  taskId: number;
  lang: 'en' | 'zh';
}

export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Makes a named paper; undefined when it no longer can be (nothing was charged). */
export type AttachmentMaker = (ref: MailAttachmentRef) => Promise<MailFile | undefined>;
