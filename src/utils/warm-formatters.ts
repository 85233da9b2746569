import { collator, numberFormat } from './intl';
import { nextTask } from './next-task';
import { formatDateTime, type Clock } from './time';

/**
 * A renderer's first Intl.NumberFormat or Intl.DateTimeFormat looks up ICU's locales: 19–26 ms of thread time in a new
 * renderer on the bench's machine, then 2–4 ms for the other kind (issue 18). Made here while a view's requests are
 * in flight, not in the render of its first value, which cannot yield; a Collator first takes 8–13 ms of that lookup
 * into a task of its own, so no task is long (the date formatter then takes 5–12 ms, the number one 2–5 ms).
 * The date formatter is the one every value's age uses (`formatDateTime`); any number formatter pays for the rest.
 */
export async function warmFormatters(locale: string, clock: Clock): Promise<void> {
  await nextTask();
  collator(locale);
  await nextTask();
  formatDateTime(0, clock, locale);
  await nextTask();
  numberFormat(locale).format(0);
}
