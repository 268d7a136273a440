import { useNavigate } from "@remix-run/react";
import type { ComponentProps, MouseEvent } from "react";

/**
 * A table body whose row links are plain `<a href>`: a router `<Link>` runs a dozen hooks on every
 * render, and a class page has hundreds of them (about a third of its server time). One click
 * handler navigates within the app as a Link would, for a plain click on a link to this site; a new
 * tab, a modifier key, a download or JavaScript off stay the browser's own. Plain links are not
 * discovered ahead either (as `discover="none"`): a row's route is found on its click.
 */
export function LinkedRows(props: ComponentProps<"tbody">) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    props.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest("a");
    if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  };
  return <tbody {...props} onClick={onClick} />;
}
