const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Madrid',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** YYYY-MM-DD: the day it is in Madrid at that instant, whatever the machine's zone. */
export function madridDay(at: Date): string {
  return dayFormat.format(at);
}

/** HH:mm in Madrid at that instant. */
export function madridTime(at: Date): string {
  return timeFormat.format(at);
}
