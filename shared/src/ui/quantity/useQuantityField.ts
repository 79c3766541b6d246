import { useEffect, useRef, useState } from 'react';
import { decreasedQuantity, increasedQuantity, type QuantityChange, quantityFromInput } from './quantityRules';

/** SPEC §5: 'Raspoloživo: {n}' and the red border stay about 2–3 s. */
const LIMIT_MESSAGE_MS = 2_500;

/**
 * A quantity field's state: the text as typed (may be empty while editing) and the clamp message. Every settled value
 * goes to `onChange`; the owner's `value` wins when it changes (e.g. the server clamped a cart line meanwhile).
 */
export function useQuantityField(value: number, stock: number, onChange: (quantity: number) => void) {
  const [text, setText] = useState(String(value));
  const [limitShown, setLimitShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setText(String(value)), [value]);

  const apply = ({ value: next, clamped }: QuantityChange) => {
    setText(next === null ? '' : String(next));
    if (next !== null && next !== value) onChange(next);
    if (!clamped) return;
    setLimitShown(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLimitShown(false), LIMIT_MESSAGE_MS);
  };
  const current = Number(text) || value;

  return {
    text,
    limitShown,
    type: (typed: string) => apply(quantityFromInput(typed, stock)),
    increase: () => apply(increasedQuantity(current, stock)),
    decrease: () => apply(decreasedQuantity(current)),
    /** An emptied field goes back to the last value when the visitor leaves it. */
    settle: () => text === '' && setText(String(value)),
  };
}
