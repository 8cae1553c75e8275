import { dayjs } from './dayjs';
import { es, madridDay, madridTime } from '@curso/common';

const f = es.formats;

/** 01/09/2025 */
export function formatDate(date: Date | null | undefined): string {
  return date ? dayjs(date).format(f.date) : '';
}

/** 01/09/2025 14:30 */
export function formatDateTime(date: Date | null | undefined): string {
  return date ? dayjs(date).format(`${f.date} ${f.time}`) : '';
}

/** 21/07/2025 17:00 as clocks in Madrid read it, whatever the browser's zone. */
export function formatMadridDateTime(date: Date): string {
  const [year, month, day] = madridDay(date).split('-');
  return `${day}/${month}/${year} ${madridTime(date)}`;
}

/** 1 de septiembre de 2025 */
export function formatLongDate(date: Date | null | undefined): string {
  return date ? dayjs(date).format(f.longDate) : '';
}

/** viernes 7 de noviembre de 2025 · 09:00 – 10:30 (the end is left out when unknown). */
export function formatSessionTimes(start: Date, end: Date | null): string {
  const day = dayjs(start).format(f.sessionDay);
  const from = dayjs(start).format(f.time);
  return end ? `${day} · ${from} – ${dayjs(end).format(f.time)}` : `${day} · ${from}`;
}
