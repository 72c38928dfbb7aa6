import { formatMessage, type Language, type NotificationKind } from '@nurselab/core';
import type { Mail } from './mailer.js';

export interface EmailFacts {
  kind: NotificationKind;
  language: Language;
  lab: string;
  actor: string;
  product: string;
  url: string;
}

/** One notification as an e-mail in the recipient's language. */
export function notificationEmail(to: string, facts: EmailFacts): Mail {
  const values = { lab: facts.lab, actor: facts.actor, product: facts.product, url: facts.url };
  const subject = formatMessage(`email.${facts.kind}.subject`, facts.language, values);
  const text = [subject, '', formatMessage('email.body.open', facts.language, values), '', formatMessage('email.body.optOut', facts.language, values)].join('\n');
  return { to, subject, text };
}
