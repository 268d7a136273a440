import { decodeRemixState, RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// The server's state is decoded before hydrating: RemixBrowser would otherwise suspend on it, and a key
// or click in that moment makes React hydrate at once and fail (its error #345).
void decodeRemixState().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
