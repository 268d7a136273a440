import { useEffect, useRef, useState, type ChangeEvent } from "react";

/**
 * An uncontrolled field's current value, for what the page shows from it. What was typed or chosen
 * before the page's scripts ran stays in the field (hydration resets a controlled field to its first
 * value) and is read once they run.
 */
export function useFieldValue<E extends HTMLInputElement | HTMLSelectElement>(initial: string) {
  const ref = useRef<E>(null);
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (ref.current) setValue(ref.current.value);
  }, []);
  return { ref, value, onChange: (event: ChangeEvent<E>) => setValue(event.target.value) };
}
