import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@nurselab/core';
import type { FastifyRequest } from 'fastify';

/** The first supported language of the Accept-Language header (API messages default to English). */
export function requestLanguage(request: FastifyRequest, fallback: Language = 'en'): Language {
  const header = request.headers['accept-language'];
  if (!header) return fallback;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    const language = toLanguage(tag) ?? toLanguage(tag.split('-')[0]);
    if (language) return language;
  }
  return fallback ?? DEFAULT_LANGUAGE;
}
