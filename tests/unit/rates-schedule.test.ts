import { describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config";
import { dueBulletinDate, isStale, isWorkingDay, nextRunAt, previousWorkingDay } from "../../api/modules/rates/calendar";

// Istanbul is UTC+3 all year: "2026-11-26T16:59:00+03:00" is 13:59 UTC.
const at = (istanbul: string) => new Date(`${istanbul}+03:00`);

describe("the bank's working days", () => {
  it("are Monday to Friday without the fixed public holidays", () => {
    expect(isWorkingDay("2026-11-26")).toBe(true); // Thursday
    expect(isWorkingDay("2026-11-28")).toBe(false); // Saturday
    expect(isWorkingDay("2026-10-29")).toBe(false); // Republic Day, a Thursday
    expect(isWorkingDay("2027-01-01")).toBe(false);
    expect(previousWorkingDay("2026-11-30")).toBe("2026-11-27"); // Monday → Friday
    expect(previousWorkingDay("2026-10-30")).toBe("2026-10-28"); // over 29 October
  });
});

describe("the bulletin due, and a stale rate", () => {
  it("is today's from 17:00 on a working day, before that the last working day's", () => {
    expect(dueBulletinDate(at("2026-11-26T16:59:00"))).toBe("2026-11-25");
    expect(dueBulletinDate(at("2026-11-26T17:00:00"))).toBe("2026-11-26");
    // Just after midnight in Istanbul, still the evening before in UTC.
    expect(dueBulletinDate(at("2026-11-27T00:30:00"))).toBe("2026-11-26");
    // Over a weekend and on Monday morning: Friday's.
    expect(dueBulletinDate(at("2026-11-29T12:00:00"))).toBe("2026-11-27");
    expect(dueBulletinDate(at("2026-11-30T09:00:00"))).toBe("2026-11-27");
  });

  it("is older than the bulletin due", () => {
    expect(isStale("2026-11-27", at("2026-11-30T09:00:00"))).toBe(false);
    expect(isStale("2026-11-26", at("2026-11-30T09:00:00"))).toBe(true);
    expect(isStale("2026-11-25", at("2026-11-26T16:00:00"))).toBe(false);
    expect(isStale("2026-11-25", at("2026-11-26T17:30:00"))).toBe(true);
  });
});

describe("the daily fetch's next run", () => {
  it("is the configured time of the next working day", () => {
    expect(nextRunAt(at("2026-11-26T10:00:00"), "15:45")).toEqual(at("2026-11-26T15:45:00"));
    expect(nextRunAt(at("2026-11-26T15:45:00"), "15:45")).toEqual(at("2026-11-27T15:45:00"));
    expect(nextRunAt(at("2026-11-27T16:00:00"), "15:45")).toEqual(at("2026-11-30T15:45:00"));
    expect(nextRunAt(at("2026-10-28T18:00:00"), "16:10")).toEqual(at("2026-10-30T16:10:00"));
  });

  it("is configured between the bank's 15:30 and the 17:00 the bulletin is due", () => {
    const valid = { JWT_SECRET: "x".repeat(32) };
    expect(loadConfig(valid)).toMatchObject({ RATES_FETCH_TIME: "15:45", RATES_FETCH_RETRIES: 3 });
    expect(loadConfig(valid).RATES_FETCH).toBeUndefined();
    expect(loadConfig({ ...valid, RATES_FETCH_TIME: "16:59", RATES_FETCH: "off" })).toMatchObject({ RATES_FETCH_TIME: "16:59" });
    for (const time of ["15:29", "17:00", "9:45", "15:60"])
      expect(() => loadConfig({ ...valid, RATES_FETCH_TIME: time })).toThrow(/RATES_FETCH_TIME/);
  });
});
