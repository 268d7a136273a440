import { useNavigate } from "@remix-run/react";
import { useCallback, type MouseEvent } from "react";

/**
 * One click handler for a part of the page whose links to this site are plain `<a href>` (a long
 * table's rows, the sidebar): a plain click on one navigates within the app as a router `<Link>`
 * would (a link to the page already shown replaces it in the history); a new tab, a modifier key, a
 * download, another site or JavaScript off stay the browser's own. A router `<Link>` runs a dozen
 * hooks on every render, on the server too: on a light page its links were a third of what the
 * server allocated (docs/performance.md).
 */
export function useInAppClick() {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<Element>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element).closest("a");
      if (!link || !event.currentTarget.contains(link) || (link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(to, { replace: to === here });
    },
    [navigate],
  );
}

/** Whether a sidebar link to `to` is the current page's, as a router `<NavLink>` decides (`end`: only that path, not below it). */
export function isActivePath(pathname: string, to: string, end = false) {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  const slash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(slash) === "/");
}
