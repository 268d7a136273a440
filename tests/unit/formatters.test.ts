import { describe, expect, it, vi } from "vitest";
import { startOfDay } from "~/modules/parish/wall-clock";
import { formatDate, formatDateTime, formatter } from "~/utils/dates";
import { formatDateIn, formatDateTimeIn, formatLongDateIn, formatMoneyIn } from "~/utils/i18n";

describe("Intl formatters, built once per key", () => {
  it("makes a key's formatter once and hands the same one out after", () => {
    const make = vi.fn(() => new Intl.NumberFormat("en-US"));
    const first = formatter("test:numbers", make);
    expect(formatter("test:numbers", make)).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it("builds no formatter for the parish's day after the first", () => {
    const real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(real, {
      construct(target, args) {
        built++;
        return Reflect.construct(target, args);
      },
    });
    try {
      const now = new Date("2026-12-07T03:00:00Z");
      expect(startOfDay(now, "America/Denver").toISOString()).toBe("2026-12-06T00:00:00.000Z");
      expect(built).toBe(1);
      for (let k = 0; k < 10; k++) startOfDay(now, "America/Denver");
      expect(built).toBe(1);
    } finally {
      Intl.DateTimeFormat = real;
    }
  });

  it("keeps each time zone, locale and style apart", () => {
    const now = new Date("2026-12-07T03:00:00Z");
    expect(startOfDay(now, "America/Chicago").toISOString()).toBe("2026-12-06T00:00:00.000Z");
    expect(startOfDay(now, "Europe/Rome").toISOString()).toBe("2026-12-07T00:00:00.000Z");
    expect(startOfDay(now, "America/Chicago").toISOString()).toBe("2026-12-06T00:00:00.000Z");
    expect(formatDate(now)).toBe("12/07/2026");
    expect(formatDate(now, "America/Chicago")).toBe("12/06/2026");
    expect(formatDateTime(now, "America/Chicago")).toBe("12/6/26, 9:00 PM");
    expect(formatDateIn("en", now)).toBe("12/07/2026");
    expect(formatDateIn("es", now)).toBe("07/12/2026");
    expect(formatLongDateIn("es", now)).toBe("lunes, 7 de diciembre de 2026");
    expect(formatDateTimeIn("en", now, "America/Chicago")).toBe("Dec 6, 2026, 9:00 PM");
    expect(formatMoneyIn("en", 125000)).toBe("$1,250.00");
  });
});
