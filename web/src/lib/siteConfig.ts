import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@nurselab/core';

/**
 * The server writes the site configuration (product name, contact, prices) into index.html
 * as a JSON data block, validated by its own schema; the dev server has none, and SPEC.md's
 * values apply. (Checked by hand here: zod would weigh on every page's first download.)
 */
function readSiteConfig(): SiteConfig {
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return DEFAULT_SITE_CONFIG;
  try {
    const value = JSON.parse(element.textContent) as Partial<SiteConfig>;
    const text = (v: unknown, fallback: string) => (typeof v === 'string' && v.trim() ? v : fallback);
    const price = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback);
    return {
      productName: text(value.productName, DEFAULT_SITE_CONFIG.productName),
      contactEmail: text(value.contactEmail, DEFAULT_SITE_CONFIG.contactEmail),
      messagingId: text(value.messagingId, DEFAULT_SITE_CONFIG.messagingId),
      prices: {
        A: price(value.prices?.A, DEFAULT_SITE_CONFIG.prices.A),
        B: price(value.prices?.B, DEFAULT_SITE_CONFIG.prices.B),
        C: price(value.prices?.C, DEFAULT_SITE_CONFIG.prices.C),
      },
    };
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

export const siteConfig: SiteConfig = readSiteConfig();
