import { numberFormat } from './intl';
import { nextTask } from './next-task';
import { formatDateTime, type Clock } from './time';

/**
 * A renderer's first Intl.NumberFormat and first Intl.DateTimeFormat look up ICU's locales: 15–27 ms of thread time in
 * a new renderer on the bench's machine, then 2–4 ms for the other kind (issue 18). Made here, each in a task of its
 * own, while a view's requests are in flight: not in the render of its first value, which cannot yield. The date
 * formatter is the one every value's age uses (`formatDateTime`); any number formatter pays the lookup for the rest.
 */
export async function warmFormatters(locale: string, clock: Clock): Promise<void> {
  await nextTask();
  formatDateTime(0, clock, locale);
  await nextTask();
  numberFormat(locale).format(0);
}
