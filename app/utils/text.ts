/**
 * Control characters (NUL, escape, line breaks ...) never belong in a one-line name, and
 * PostgreSQL refuses NUL outright: such input is a validation error, not a database error.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const hasControlChars = (value: string) => /[\u0000-\u001f\u007f]/.test(value);

/** The same text with each control character replaced, safe to use as a database key. */
// eslint-disable-next-line no-control-regex -- as above
export const replaceControlChars = (value: string, by = "?") => value.replace(/[\u0000-\u001f\u007f]/g, by);

export const CONTROL_CHARS_MESSAGE = "contains characters that are not allowed";

/** Record ids are cuids; anything else in a URL (a NUL from %00 would make PostgreSQL throw) matches nothing. */
export const isRecordId = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
