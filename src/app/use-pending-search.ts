import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * The URL's query as it will be once the navigation under way lands, and the function that changes it. Controls bound
 * to it (checkboxes, selects) show the new choice in the same event that made it, not only once the loader is done.
 */
export function usePendingSearch(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === pathname ? new URLSearchParams(navigation.location.search) : search;
  // The router's updates run in a transition: until it commits, React puts a controlled input back as it was. The
  // "loading" state that carries the new query is committed synchronously instead.
  const go = (next: URLSearchParams) => setSearch(next, { preventScrollReset: true, flushSync: true });
  return [pending, go];
}
