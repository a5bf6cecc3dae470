import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail to this address (matching `where`), waiting up to 10 s. */
  waitFor(to: string, where?: (m: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random loopback port that keeps every message it accepts, and hands
 * each to `onMail` too (the browser tests write them to a file their workers can read).
 */
export async function startSmtpServer(
  onMail?: (mail: ReceivedMail) => Promise<void>,
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mails = session.envelope.rcptTo.map((rcpt) => ({
            to: rcpt.address,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          }));
          received.push(...mails);
          return Promise.all(mails.map((m) => (onMail ? onMail(m) : Promise.resolve())));
        })
        .then(() => callback())
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, where = () => true) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = received.find((m) => m.to === to && where(m));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within 10 s`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
