import { useId, useState, type FormEvent } from 'react';
import { PRICE_KINDS, type Price, type PriceBook, type PriceKind } from '../../../utils/trends';
import { money } from '../model/format';
import { useT, type MessageKey } from '../../../lib/i18n';

const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'] as const;

type Props = {
  book: PriceBook;
  today: string;
  onAdd: (price: Price) => void;
  onRemove: (price: Pick<Price, 'kind' | 'from'>) => void;
  onCurrency: (currency: string) => void;
};

/** The owner's prices per kWh and per litre, each from a date on; kept in this browser only. */
export function PriceForm({ book, today, onAdd, onRemove, onCurrency }: Props) {
  const t = useT();
  const kindLabel = (kind: PriceKind) => t('trends.price.kind', { kind });
  const id = useId();
  const [kind, setKind] = useState<PriceKind>('kWh');
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(today);
  const [error, setError] = useState<MessageKey | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (amount.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1000)
      return setError('trends.price.invalid');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return setError('trends.price.noDate');
    setError(null);
    onAdd({ kind, from, amount: value });
    setAmount('');
  };

  const sorted = [...book.prices].sort((a, b) => (a.kind + a.from < b.kind + b.from ? -1 : 1));
  return (
    <div className="price-form">
      <p className="muted">{t('trends.price.intro')}</p>
      <form onSubmit={submit} className="price-form__row" noValidate>
        <div className="field">
          <label htmlFor={`${id}-currency`}>{t('trends.price.currency')}</label>
          <select id={`${id}-currency`} value={book.currency} onChange={(e) => onCurrency(e.target.value)}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('trends.price.kindLabel')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as PriceKind)}>
            {PRICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindLabel(k)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>{t('trends.price.amount', { currency: book.currency })}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>{t('trends.price.from')}</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <button type="submit" className="button">
          {t('trends.price.save')}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {t(error)}
        </p>
      )}
      {sorted.length > 0 && (
        <ul className="price-form__list" aria-label={t('trends.prices')}>
          {sorted.map((p) => (
            <li key={`${p.kind}-${p.from}`}>
              {t('trends.price.item', {
                price: money(p.amount, book.currency, t.locale),
                kind: kindLabel(p.kind),
                from: p.from,
              })}{' '}
              <button
                type="button"
                className="button button--quiet"
                onClick={() => onRemove(p)}
                aria-label={t('trends.price.remove', { kind: kindLabel(p.kind), from: p.from })}
              >
                {t('trends.price.removeButton')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
