import { useLmsNavigation } from './useLmsNavigation';

/** One query parameter of the current location (the first when repeated), or null. */
export function useSearchParam(name: string): string | null {
  const { search } = useLmsNavigation().location;
  return new URLSearchParams(search).get(name);
}
