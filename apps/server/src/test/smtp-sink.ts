import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header as sent. */
  messageId?: string;
  /** When the message's DATA had arrived (ms since the epoch). */
  at?: number;
}

export interface SmtpSink {
  url: string;
  /** Mails the server took responsibility for: its "250" reached a client still listening. */
  received: ReceivedMail[];
  /** Every message whose DATA arrived, accepted or not (a client gave up waiting, say). */
  offered: ReceivedMail[];
  /** Resolves with the first mail to this address (matching `where`), waiting up to 10 s. */
  waitFor(to: string, where?: (m: ReceivedMail) => boolean): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  /** Hands each accepted mail on (the browser tests write them to a file their workers read). */
  onMail?: (mail: ReceivedMail) => Promise<void>;
  /**
   * Milliseconds to hold the reply to the end of DATA for this message (0: answer at once).
   * A client that hangs up meanwhile did not hand the message over: it is not accepted, as a
   * real server that has not yet said "250" has not taken responsibility for it.
   */
  replyDelayMs?: (mail: ReceivedMail) => number;
}

/**
 * A real SMTP server on a random loopback port that keeps every message it accepts.
 * (`onMail` alone, as the first argument, is the older form.)
 */
export async function startSmtpServer(
  options: SmtpSinkOptions | SmtpSinkOptions['onMail'] = {},
): Promise<SmtpSink> {
  const { onMail, replyDelayMs } = typeof options === 'function' ? { onMail: options } : options;
  const received: ReceivedMail[] = [];
  const offered: ReceivedMail[] = [];
  const hungUp = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session) {
      hungUp.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (parsed) => {
          const mails = session.envelope.rcptTo.map((rcpt) => ({
            to: rcpt.address,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId,
            at: Date.now(),
          }));
          offered.push(...mails);
          const delay = Math.max(0, ...mails.map((m) => replyDelayMs?.(m) ?? 0));
          if (delay > 0) await new Promise((r) => setTimeout(r, delay));
          if (hungUp.has(session.id)) return;
          received.push(...mails);
          await Promise.all(mails.map((m) => (onMail ? onMail(m) : Promise.resolve())));
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
    offered,
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
