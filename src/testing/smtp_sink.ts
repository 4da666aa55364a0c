import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
}

/** A real SMTP server on a free local port that keeps what it receives, for tests of outgoing mail. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  #server: SMTPServer;
  #port = 0;

  private constructor() {
    this.#server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream).then((mail: ParsedMail) => {
          const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ""));
          this.received.push({
            to,
            subject: mail.subject ?? "",
            html: String(mail.html || ""),
            text: mail.text ?? "",
          });
          callback();
        }, callback);
      },
    });
  }

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink();
    await new Promise<void>((resolve) => sink.#server.listen(0, "127.0.0.1", resolve));
    sink.#port = (sink.#server.server.address() as { port: number }).port;
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.#port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}

/** The first link in a mail that points at `path` (e.g. /reset-password), with its token. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w%-]+`));
  if (!match) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
