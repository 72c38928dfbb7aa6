import { useQuery } from '@tanstack/react-query';
import { fetchScoringModes, SCORING_KEY } from '../api';

/** Which languages are scored at once, and this server's estimate for a new answer of the longest length. */
export function useScoringModes() {
  return useQuery({ queryKey: SCORING_KEY, queryFn: fetchScoringModes, staleTime: 60_000 });
}
