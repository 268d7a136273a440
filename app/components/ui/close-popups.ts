import { useEffect } from "react";

/** Closes a popup and puts the focus back on its button (its `<summary>`), as Escape does and a dialog's Cancel. */
export function closePopup(details: HTMLDetailsElement) {
  details.open = false;
  details.querySelector("summary")?.focus();
}

/**
 * Menus and dialogs built on `<details data-popup="menu">` or `data-popup="dialog"` open and work
 * without JavaScript; with it they also close as people expect: Escape closes the one the focus is
 * in (else the last open one in the page) and puts the focus back on its button, and a click
 * outside an open menu closes it. Escape also closes the phone's slide-in menu (the shell's
 * `#nav-toggle`), the focus back on its toggle.
 */
export function useClosePopups() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const open = [...document.querySelectorAll<HTMLDetailsElement>("details[data-popup][open]")];
      const popup = open.find((details) => details.contains(document.activeElement)) ?? open.at(-1);
      if (popup) {
        closePopup(popup);
        event.preventDefault();
        return;
      }
      const toggle = document.getElementById("nav-toggle");
      if (toggle instanceof HTMLInputElement && toggle.checked) {
        toggle.checked = false;
        toggle.focus();
        event.preventDefault();
      }
    };
    const onClick = (event: MouseEvent) => {
      for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-popup="menu"][open]')) {
        if (!(event.target instanceof Node) || !menu.contains(event.target)) menu.open = false;
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onClick);
    };
  }, []);
}
