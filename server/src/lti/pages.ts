import { randomBytes } from 'node:crypto';
import { formatMessage, type Language, type MessageCode } from '@nurselab/core';
import type { FastifyReply } from 'fastify';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}h1{font-size:1.25rem}';

function page(language: Language, title: string, body: string, script?: string) {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
  return { html, nonce };
}

/** A page inside the LMS frame: the launch or registration could not go on, and why, in the user's language. */
export function sendRefusal(reply: FastifyReply, status: number, language: Language, code: MessageCode, values: Record<string, string | number> = {}) {
  const title = formatMessage('lti.launchTitle', language);
  const { html } = page(language, title, `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(formatMessage(code, language, values))}</p>`);
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/** Dynamic registration done: tell the LMS (window message 'org.imsglobal.lti.close') and the administrator. */
export function sendRegistered(reply: FastifyReply, language: Language) {
  const text = formatMessage('lti.registered', language);
  const { html, nonce } = page(language, text, `<h1>NurseLab</h1><p role="status">${escapeHtml(text)}</p>`, "(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');");
  // This response alone may run its one inline script (the close message the spec asks for).
  return reply
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; frame-ancestors *`)
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The launch inside a frame whose cookies are blocked: a link (no script needed) opening NurseLab
 * in a new window, where the one-time code is traded for a session.
 */
export function sendNewWindow(reply: FastifyReply, language: Language, code: string, name: string) {
  const title = formatMessage('lti.newWindowTitle', language);
  const text = formatMessage('lti.newWindowText', language, { name });
  const button = formatMessage('lti.newWindowButton', language);
  const link = `/lti/start#code=${encodeURIComponent(code)}`;
  const { html } = page(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a id="open" href="${escapeHtml(link)}" target="_blank" rel="noopener" style="display:inline-block;padding:.75rem 1.25rem;border-radius:.5rem;background:#0f766e;color:#fff;font-weight:600;text-decoration:none">${escapeHtml(button)}</a></p>`,
  );
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
