import nodemailer from 'nodemailer';

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://... */
  url: string;
  from: string;
  /** Where the web app is, for the link in the e-mail. */
  appUrl: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail through the configured SMTP server (nodemailer). */
export class Mailer {
  private readonly transport;

  constructor(readonly settings: MailSettings) {
    this.transport = nodemailer.createTransport(settings.url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.settings.from, ...mail });
  }

  close(): void {
    this.transport.close();
  }
}
