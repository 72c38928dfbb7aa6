/** A set of the words of a whitespace-separated list. */
export const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));
