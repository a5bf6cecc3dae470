import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail leaves the product; one implementation per delivery channel. */
export interface MailTransport {
  readonly kind: 'smtp' | 'none';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
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
