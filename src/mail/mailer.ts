import nodemailer from "nodemailer";
import type { Logger } from "../log.ts";

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the mail is logged, so a self-hoster without SMTP can still follow links. */
export function createMailer(options: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      send(message) {
        options.log.info("mail not sent (SMTP_URL is unset)", {
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        return Promise.resolve();
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
