/**
 * Route option for the few answers that are large (a dashboard lists every student x every lab):
 * serialise with JSON.stringify instead of the zod serializer, which copies every object to check
 * it. The route's schema still documents the shape and types the handler's return value at
 * compile time; the handler must build its answer field by field (no database row passed
 * through), since nothing strips unknown keys here.
 */
export const largeJsonAnswer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
} as const;
