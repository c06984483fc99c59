import { useNavigate } from "@remix-run/react";
import { useEffect, type AnchorHTMLAttributes } from "react";

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path of this site (pathFor, a list's toggled query). */
  to: string;
};

/**
 * A link to a page of the store rendered as a plain anchor. The router's <Link> runs a dozen hooks and resolves its
 * path on every render (about 20 µs of server time each); pages repeat links by the hundred (filters, page numbers,
 * rows, header and footer), so those use this instead. Once the page's scripts run, useRouteLinkNavigation follows
 * it in the page as <Link> would, and `data-discover` lets the router learn its route ahead of the click.
 */
export function RouteLink({ to, ...anchor }: RouteLinkProps) {
  return <a href={to} data-discover="true" data-route-link="" {...anchor} />;
}

/** Follows clicks on RouteLinks in the page (no document load); a new tab, a modified click or a download stay the browser's. */
export function useRouteLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-route-link]") : null;
      if (
        !anchor ||
        (anchor.target && anchor.target !== "_self") ||
        anchor.hasAttribute("download") ||
        anchor.origin !== window.location.origin
      )
        return;
      event.preventDefault();
      const to = `${anchor.pathname}${anchor.search}${anchor.hash}`;
      // As <Link>: following a link to the page already shown replaces its history entry.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      navigate(to, { replace: to === here });
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
