import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { dayjs } from '../../../../utils/dayjs';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A `datetime-local` input's value: a wall-clock time to the minute, with no zone of its own. */
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/**
 * The input's value for an instant, as the clocks read it in the edition's zone: an edition in
 * Madrid is edited in Madrid time whatever the administrator's computer says.
 */
export function zonedInput(date: Date | null, zone: string): string {
  return date ? dayjs(date).tz(zone).format(INPUT_FORMAT) : '';
}

/** The instant an input's wall-clock time names in the edition's zone (`null`: left empty). */
export function zonedInstant(value: string, zone: string): Date | null {
  return value ? dayjs.tz(value, zone).toDate() : null;
}
