import type { Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Something that delivers mail. SMTP in production; tests point it at an in-process server. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  // nodemailer is loaded with the first mail, not at start-up.
  let transporter: Promise<Transporter> | null = null;
  let closed = false;
  return {
    send: async (mail) => {
      // Sign-up waits for its letter: a mail server that does not answer fails it within seconds,
      // not minutes (parameters in SMTP_URL, e.g. ?connectionTimeout=, still win).
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }),
      );
      const t = await transporter;
      await t.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      if (closed) t.close();
    },
    close: () => {
      closed = true;
      void transporter?.then((t) => t.close());
    },
  };
}
