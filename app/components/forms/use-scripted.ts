import { useEffect, useState } from "react";

/** False on the server and in the first browser render, true once the page runs its scripts: what only works with JavaScript waits for it. */
export function useScripted() {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}
