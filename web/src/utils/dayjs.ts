import dayjs from 'dayjs';
import 'dayjs/locale/es';

/**
 * dayjs in Spanish. Every page that formats a date imports it from here, so the locale is set
 * before the first date and pages without dates do not download it.
 */
dayjs.locale('es');

export { dayjs };
