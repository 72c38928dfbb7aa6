import { LANGUAGES } from '@nurselab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLibrary, renderMarkdown } from '../../src/site/libraryContent.js';
import { startTestApp, type TestContext } from '../support/app.js';

describe('library content', () => {
  it('has six articles, each in all five languages, with the configured product and e-mail filled in', async () => {
    const library = await loadLibrary({ product: 'TestLab', email: 'help@school.example' });
    expect([...library.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (const [id, byLanguage] of library) {
      expect([...byLanguage.keys()].sort(), `article ${id}`).toEqual([...LANGUAGES].sort());
      for (const article of byLanguage.values()) {
        expect(article.title).not.toMatch(/\{product\}|\{email\}/);
        expect(article.html).not.toMatch(/\{product\}|\{email\}/);
        expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
        expect(article.html).toContain('<h2>');
      }
    }
    const guide = library.get(1)!.get('en')!;
    expect(guide.date).toBe('2024-12-01');
    expect(guide.title).toContain('TestLab');
    expect(guide.html).toContain('href="mailto:help@school.example"');
    expect(guide.html).toMatch(/1–2 minutes/);
    expect(library.get(1)!.get('th')!.html).toContain('1–2 นาที');
  });

  it('renders Markdown without letting raw HTML, scripts, handlers or javascript: links through', () => {
    const html = renderMarkdown(
      '# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) and [ok](https://example.org)\n\n<p style="color:red" onclick="x()">para</p>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img|style=/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.org">ok</a>');
  });
});

describe('library API', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startTestApp('pglite', { PRODUCT_NAME: 'ConfiguredLab' });
  });
  afterAll(() => ctx.close());

  it('lists six summaries in the asked language and serves one article; unknown ids are 404', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/library?lang=jp' });
    expect(list.statusCode).toBe(200);
    const articles = list.json().articles as { id: number; language: string; title: string; imageUrl: string }[];
    expect(articles.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(articles.every((a) => a.language === 'ja')).toBe(true);
    expect(articles[0].title).toContain('ConfiguredLab');
    expect((await ctx.app.inject({ method: 'GET', url: articles[0].imageUrl })).statusCode).toBe(200);

    const one = await ctx.app.inject({ method: 'GET', url: '/api/v1/library/3', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: 3, language: 'zh' });
    expect(one.json().html).toContain('<h2>');

    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/library/7' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/library/abc' })).statusCode).toBe(400);
  });

  it('serves the site configuration with SPEC.md defaults and the configured name', async () => {
    const site = await ctx.app.inject({ method: 'GET', url: '/api/v1/site' });
    expect(site.json()).toEqual({ productName: 'ConfiguredLab', contactEmail: 'contact@nurselab.app', messagingId: '@nurselab', prices: { A: 499, B: 999, C: 1499 } });
  });
});
