// How a funeral's time reads (client-safe).

/**
 * The spec's funeralTime: HH:MM with pm when the hour is above 11, else am. Hours are on the
 * 12-hour clock a parish secretary reads ("14:30" is "02:30 pm", "00:15" is "12:15 am"); none yet: null.
 */
export function funeralTimeLabel(time: string | null | undefined) {
  const match = /^(\d{2}):(\d{2})$/.exec(time ?? "");
  if (!match) return null;
  const hour = Number(match[1]);
  return `${String(hour % 12 || 12).padStart(2, "0")}:${match[2]} ${hour > 11 ? "pm" : "am"}`;
}
