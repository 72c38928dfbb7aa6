import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@nurselab/core';
import type { FastifyInstance } from 'fastify';
import { sendNotFound } from '../http/errorHandler.js';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * index.html with the site configuration in a JSON data block the app reads at start (a data
 * block is never executed, so the CSP's script-src 'self' holds). "<" is escaped so no value
 * can close the element.
 */
export function withSiteConfig(html: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${json}</script></head>`);
}

/** Serves the built web app; any other GET that wants HTML gets index.html (client-side routes). */
export async function registerSpa(app: FastifyInstance, dist = DEFAULT_WEB_DIST, site: SiteConfig = DEFAULT_SITE_CONFIG): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: true });
  }
  const page = hasWeb ? withSiteConfig(readFileSync(indexFile, 'utf8'), site) : '';
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (hasWeb && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    return sendNotFound(request, reply);
  });
}
