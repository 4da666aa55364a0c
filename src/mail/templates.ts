import type { MailMessage } from "./mailer.ts";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:560px;margin:24px auto;color:#1a1b1e">` +
    `<h2>${escapeHtml(title)}</h2>${body}<p style="color:#868e96;font-size:12px">Quarry</p></body></html>`;
}

function button(link: string, label: string): string {
  return `<p><a href="${
    escapeHtml(link)
  }" style="display:inline-block;padding:10px 18px;background:#228be6;` +
    `color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

export function passwordResetMail(to: string, link: string, validHours: number): MailMessage {
  const subject = "Quarry - Password recovery";
  return {
    to,
    subject,
    html: layout(
      "Password recovery",
      `<p>We received a request to reset the password of ${escapeHtml(to)}.</p>${
        button(link, "Reset password")
      }<p>The link expires in ${validHours} hours. If you did not ask for it, ignore this e-mail.</p>`,
    ),
    text: `Reset the password of ${to}: ${link}\nThe link expires in ${validHours} hours.`,
  };
}

export function activationMail(to: string, link: string, validHours: number): MailMessage {
  const subject = "Quarry - Activate your account";
  return {
    to,
    subject,
    html: layout(
      "Activate your account",
      `<p>Welcome to Quarry! Confirm ${escapeHtml(to)} to start converting documents.</p>${
        button(link, "Activate account")
      }<p>The link expires in ${validHours} hours.</p>`,
    ),
    text: `Activate your Quarry account: ${link}\nThe link expires in ${validHours} hours.`,
  };
}
