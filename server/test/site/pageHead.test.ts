import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_META_FILE, readSiteMeta } from '../../../web/build/pageMetaPlugin.js';
import { withPageHead } from '../../src/site/pageHead.js';
import { startTestApp, type TestContext } from '../support/app.js';

const WEB = path.resolve(import.meta.dirname, '../../../web');
const siteMeta = readSiteMeta(path.join(WEB, 'src/locales/site')) as Record<string, Record<string, { title: string; description?: string }>>;

/** A web "build" made of the real index.html and the texts the build plugin writes. */
function webDist(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'nurselab-dist-'));
  copyFileSync(path.join(WEB, 'index.html'), path.join(dist, 'index.html'));
  writeFileSync(path.join(dist, PAGE_META_FILE), JSON.stringify(siteMeta));
  return dist;
}

const head = (html: string, selector: RegExp) => selector.exec(html)?.[1];
const og = (html: string, property: string) => head(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));

describe('public pages carry their title and Open Graph tags before any script runs', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Page heads name PUBLIC_URL, never the Host a request claims (issue 24 item 5).
    ctx = await startTestApp('pglite', { PRODUCT_NAME: 'ConfiguredLab', WEB_DIST: webDist(), PUBLIC_URL: 'http://lab.example' });
  });
  afterAll(() => ctx.close());

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html', host: 'visitor.example', ...headers } });

  it('in the language of ?lang=, else of the browser, else Thai', async () => {
    const contact = await page('/contact?lang=ja');
    expect(contact.statusCode).toBe(200);
    expect(head(contact.body, /<html lang="([^"]+)"/)).toBe('ja');
    expect(head(contact.body, /<title>([^<]*)<\/title>/)).toBe(`${siteMeta.ja.contact.title} | ConfiguredLab`);
    expect(og(contact.body, 'og:title')).toBe(`${siteMeta.ja.contact.title} | ConfiguredLab`);
    expect(og(contact.body, 'og:locale')).toBe('ja_JP');
    expect(og(contact.body, 'og:url')).toBe('http://lab.example/contact');
    expect(og(contact.body, 'og:image')).toBe('http://lab.example/images/lab-screen.jpg');
    expect(head(contact.body, /<meta name="description" content="([^"]*)"/)).toBe(siteMeta.ja.contact.description!.replace('{{product}}', 'ConfiguredLab'));

    const sale = await page('/sale', { 'accept-language': 'id-ID,id;q=0.9,en;q=0.8' });
    expect(head(sale.body, /<html lang="([^"]+)"/)).toBe('id');
    expect(og(sale.body, 'og:title')).toBe(`${siteMeta.id.sale.title} | ConfiguredLab`);

    const home = await page('/', { 'accept-language': 'fr-FR' });
    expect(head(home.body, /<html lang="([^"]+)"/)).toBe('th');
    expect(og(home.body, 'og:title')).toBe(siteMeta.th.home.title.replace('{{product}}', 'ConfiguredLab'));
  });

  it('a library article has its own title, description and picture; an unknown one says it is not found', async () => {
    const article = await page('/library/2?lang=en');
    const { title, description, imageUrl } = (await ctx.app.inject({ method: 'GET', url: '/api/v1/library/2?lang=en' })).json<{ title: string; description: string; imageUrl: string }>();
    expect(og(article.body, 'og:type')).toBe('article');
    expect(og(article.body, 'og:title')).toBe(title.includes('ConfiguredLab') ? title : `${title} | ConfiguredLab`);
    expect(og(article.body, 'og:description')).toBe(description);
    expect(og(article.body, 'og:image')).toBe(new URL(imageUrl, 'http://lab.example').href);
    for (const url of ['/library/99?lang=en', '/library/abc?lang=en']) {
      expect(og((await page(url)).body, 'og:title')).toBe(`${siteMeta.en.notFound.title} | ConfiguredLab`);
    }
  });

  it('signed-in pages keep the plain shell, and the API still answers JSON 404s', async () => {
    const dashboard = await page('/student/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).not.toContain('og:title');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
  });
});

describe('withPageHead', () => {
  it('escapes what it writes, so a title cannot open a tag', () => {
    const html = '<html lang="th"><head><meta name="description" content="x" /><title>NurseLab</title></head><body></body></html>';
    const out = withPageHead(html, { meta: { title: '"><script>alert(1)</script>', description: 'a & b' }, language: 'en', product: 'P', url: 'https://x.example/contact' });
    expect(out).not.toContain('<script>');
    expect(out).toContain('<title>&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; | P</title>');
    expect(out).toContain('<meta name="description" content="a &amp; b" />');
  });
});
