import type { Payment } from '../api/contract';
import { copy } from '../copy/ptBR';
import { frequencyLabel, weekdayLabel } from './format';

/** What the customer needs to know of a payments-4.0 schedule (OPEN-FINANCE.md "Payment schedule shapes"). */
export interface ScheduleSummary {
  /** 'YYYY-MM-DD' of the single or first payment. */
  firstDate: string;
  /** Only for repeating shapes (daily, weekly, monthly, custom). */
  repeats: boolean;
  periodicity?: string;
  quantity?: number;
  additionalInformation?: string;
}

export function scheduleSummary(payment: Payment): ScheduleSummary {
  const s = payment.schedule;
  if (s?.single) return { firstDate: s.single.date, repeats: false };
  if (s?.custom) {
    const dates = [...(s.custom.dates ?? [])].sort();
    return {
      firstDate: dates[0] ?? '',
      repeats: true,
      periodicity: copy.pix.periodicityCustom,
      quantity: dates.length || undefined,
      additionalInformation: s.custom.additionalInformation,
    };
  }
  if (s?.daily) return { firstDate: s.daily.startDate, repeats: true, periodicity: frequencyLabel('DAILY'), quantity: s.daily.quantity };
  if (s?.weekly) {
    return {
      firstDate: s.weekly.startDate,
      repeats: true,
      periodicity: copy.pix.periodicityWeekly(weekdayLabel(s.weekly.dayOfWeek)),
      quantity: s.weekly.quantity,
    };
  }
  if (s?.monthly) {
    const day = s.monthly.dayOfMonth;
    return {
      firstDate: s.monthly.startDate,
      repeats: true,
      periodicity: typeof day === 'number' ? copy.pix.periodicityMonthly(day) : frequencyLabel('MONTHLY'),
      quantity: s.monthly.quantity,
    };
  }
  return { firstDate: payment.date ?? '', repeats: false };
}
