import { z } from 'zod';

/** content/library/<NN>-<slug>/article.yaml: what every language of one article shares. */
export const libraryArticleSchema = z.object({
  id: z.number().int().positive(),
  date: z.iso.date(),
  image: z.string().regex(/^[a-z0-9-]+\.svg$/),
});

/** The front matter of content/library/<NN>-<slug>/<lang>.md. */
export const libraryFrontMatterSchema = z.object({
  title: z.string().min(1).max(160),
  description: z.string().min(1).max(400),
  imageAlt: z.string().min(1).max(200),
});
