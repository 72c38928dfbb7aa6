import { z } from 'zod';
import type { SiteConfig } from './plans.js';

/** How the server validates the site configuration it reads from its environment. */
export const siteConfigSchema = z.object({
  productName: z.string().trim().min(1).max(60),
  contactEmail: z.email(),
  /** The messaging-app account shown on /contact and encoded in its QR code. */
  messagingId: z.string().trim().min(1).max(60),
  /** Whole US dollars per class (SPEC.md section 9). */
  prices: z.object({ A: z.number().int().positive(), B: z.number().int().positive(), C: z.number().int().positive() }),
}) satisfies z.ZodType<SiteConfig>;
