// The central bank's working days and the bulletin a moment should have (docs/decisions/032-exchange-rates.md).

/** Türkiye keeps UTC+3 all year (no summer time since 2016): Istanbul's wall clock is UTC plus three hours. */
const ISTANBUL_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The bank sets its rates at 15:30 on each working day; a day's bulletin counts as due from 17:00, leaving the
 * scheduled fetch (RATES_FETCH_TIME, 15:30–16:59) time for its retries before the stored rate is called stale.
 */
export const BULLETIN_DUE_MINUTES = 17 * 60;

/** Fixed-date public holidays (month-day): the bank publishes no bulletin. The religious holidays move each year (see 032). */
const FIXED_HOLIDAYS = new Set(["01-01", "04-23", "05-01", "05-19", "07-15", "08-30", "10-29"]);

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const isoOf = (day: Date) => day.toISOString().slice(0, 10);

/** The date ("YYYY-MM-DD") and the minutes since midnight on Istanbul's clock at `now`. */
export function istanbulClock(now: Date): { date: string; minutes: number } {
  const local = new Date(now.getTime() + ISTANBUL_OFFSET_MS);
  return { date: isoOf(local), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Monday to Friday, not a fixed public holiday. */
export function isWorkingDay(isoDate: string): boolean {
  const weekday = dayOf(isoDate).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !FIXED_HOLIDAYS.has(isoDate.slice(5));
}

/** The last working day before `isoDate`. */
export function previousWorkingDay(isoDate: string): string {
  let day = dayOf(isoDate);
  do day = new Date(day.getTime() - DAY_MS);
  while (!isWorkingDay(isoOf(day)));
  return isoOf(day);
}

/** The date of the newest bulletin the store should hold at `now`: today's from 17:00 on a working day, else the last one's. */
export function dueBulletinDate(now: Date): string {
  const { date, minutes } = istanbulClock(now);
  return isWorkingDay(date) && minutes >= BULLETIN_DUE_MINUTES ? date : previousWorkingDay(date);
}

/** A rate is stale when it is older than the bulletin due at `now` (a fetch failed, or none ran). */
export const isStale = (rateDate: string, now: Date) => rateDate < dueBulletinDate(now);

/** "15:45" → minutes since midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The next moment after `now` that is `time` ("HH:MM", Istanbul) on a working day. */
export function nextRunAt(now: Date, time: string): Date {
  let { date } = istanbulClock(now);
  for (;;) {
    const at = new Date(dayOf(date).getTime() + minutesOf(time) * 60_000 - ISTANBUL_OFFSET_MS);
    if (isWorkingDay(date) && at > now) return at;
    date = isoOf(new Date(dayOf(date).getTime() + DAY_MS));
  }
}
