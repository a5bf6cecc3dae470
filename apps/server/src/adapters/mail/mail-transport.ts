import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Names this mail (the outbox row): every attempt carries the same Message-ID. */
  messageKey?: string;
  /** Files attached (a receipt …). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Where mail leaves the product; one implementation per delivery channel. */
export interface MailTransport {
  readonly kind: 'smtp' | 'none';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The domain of the sender's address, for Message-IDs (RFC 5322: unique on the right). */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

export interface SmtpOptions {
  /**
   * The longest wait for any one step: opening the connection, the greeting, each reply (the
   * end of DATA's included). Nodemailer's own defaults wait up to 10 minutes for a reply, longer
   * than the outbox's lease, so a slow server could be sent the same mail by another instance.
   */
  timeoutMs: number;
}

export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  options: SmtpOptions,
): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    dnsTimeout: options.timeoutMs,
  });
  const domain = senderDomain(from);
  return {
    kind: 'smtp',
    async send({ messageKey, ...mail }) {
      await transporter.sendMail({
        from,
        ...mail,
        ...(messageKey && { messageId: `<outbox.${messageKey}@${domain}>` }),
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP nothing is delivered; mail waits in the outbox until SMTP is configured. */
export const noTransport: MailTransport = {
  kind: 'none',
  send: () => Promise.reject(new Error('SMTP is not configured')),
  close: () => undefined,
};
