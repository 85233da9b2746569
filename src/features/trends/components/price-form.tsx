import { useId, useState, type FormEvent } from 'react';
import { PRICE_KINDS, type Price, type PriceBook, type PriceKind } from '../../../utils/trends';
import { money } from '../model/format';

const CURRENCIES = ['EUR', 'GBP', 'USD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK'] as const;
const KIND_LABELS: Record<PriceKind, string> = { kWh: 'per kWh', litre: 'per litre' };

type Props = {
  book: PriceBook;
  today: string;
  onAdd: (price: Price) => void;
  onRemove: (price: Pick<Price, 'kind' | 'from'>) => void;
  onCurrency: (currency: string) => void;
};

/** The owner's prices per kWh and per litre, each from a date on; kept in this browser only. */
export function PriceForm({ book, today, onAdd, onRemove, onCurrency }: Props) {
  const id = useId();
  const [kind, setKind] = useState<PriceKind>('kWh');
  const [amount, setAmount] = useState('');
  const [from, setFrom] = useState(today);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(amount.replace(',', '.'));
    if (amount.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1000)
      return setError('Enter a price from 0 to 1000, e.g. 0.32.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return setError('Enter the date the price applies from.');
    setError(null);
    onAdd({ kind, from, amount: value });
    setAmount('');
  };

  const sorted = [...book.prices].sort((a, b) => (a.kind + a.from < b.kind + b.from ? -1 : 1));
  return (
    <div className="price-form">
      <p className="muted">
        Prices stay in this browser. Each applies from its date on, so a new price leaves earlier costs as they were.
      </p>
      <form onSubmit={submit} className="price-form__row" noValidate>
        <div className="field">
          <label htmlFor={`${id}-currency`}>Currency</label>
          <select id={`${id}-currency`} value={book.currency} onChange={(e) => onCurrency(e.target.value)}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>Price</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as PriceKind)}>
            {PRICE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount ({book.currency})</label>
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
          <label htmlFor={`${id}-from`}>Applies from</label>
          <input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <button type="submit" className="button">
          Save price
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
      {sorted.length > 0 && (
        <ul className="price-form__list" aria-label="Prices">
          {sorted.map((p) => (
            <li key={`${p.kind}-${p.from}`}>
              {money(p.amount, book.currency)} {KIND_LABELS[p.kind]} from {p.from}{' '}
              <button
                type="button"
                className="button button--quiet"
                onClick={() => onRemove(p)}
                aria-label={`Remove the price ${KIND_LABELS[p.kind]} from ${p.from}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
