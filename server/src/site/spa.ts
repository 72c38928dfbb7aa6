import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LANGUAGE, DEFAULT_SITE_CONFIG, toLanguage, type SiteConfig } from '@nurselab/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendNotFound } from '../http/errorHandler.js';
import { requestLanguage } from '../http/language.js';
import type { LibraryService } from './libraryService.js';
import { withPageHead } from './pageHead.js';
import { PublicPageMeta, readPageMetaFile } from './publicPageMeta.js';
import { WEB_DIST_DIR } from '../paths.js';

export const DEFAULT_WEB_DIST = WEB_DIST_DIR;
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
/** Written by the web build (web/build/pageMetaPlugin.ts). */
const PAGE_META_FILE = 'page-meta.json';

/**
 * index.html with the site configuration in a JSON data block the app reads at start (a data
 * block is never executed, so the CSP's script-src 'self' holds). "<" is escaped so no value
 * can close the element.
 */
export function withSiteConfig(html: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${json}</script></head>`);
}

/** The page's language as the app would choose it on a first visit: ?lang=, else the browser's, else Thai. */
function pageLanguage(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  return toLanguage(typeof query?.lang === 'string' ? query.lang : undefined) ?? requestLanguage(request, DEFAULT_LANGUAGE);
}

/**
 * Serves the built web app; any other GET that wants HTML gets index.html (client-side routes),
 * public pages with their title and Open Graph tags already in it.
 */
export async function registerSpa(
  app: FastifyInstance,
  library: LibraryService,
  dist = DEFAULT_WEB_DIST,
  site: SiteConfig = DEFAULT_SITE_CONFIG,
  /** PUBLIC_URL: the address previews link to, whatever Host the request named. */
  publicUrl = 'http://localhost:3000',
): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: dist, wildcard: false, index: false, maxAge: '1h', immutable: true });
  }
  const page = hasWeb ? withSiteConfig(readFileSync(indexFile, 'utf8'), site) : '';
  const texts = hasWeb ? readPageMetaFile(path.join(dist, PAGE_META_FILE)) : undefined;
  const publicPages = texts && new PublicPageMeta(texts, library, site.productName);

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (!hasWeb || !wantsPage) return sendNotFound(request, reply);
    const pathname = new URL(request.url, 'http://x').pathname;
    const language = pageLanguage(request);
    const meta = await publicPages?.forPath(pathname, language);
    const url = `${publicUrl}${pathname}`;
    const html = meta ? withPageHead(page, { meta, language, product: site.productName, url }) : page;
    return reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language').type('text/html; charset=utf-8').send(html);
  });
}
