import { useState } from 'react';
import { Input, type InputProps } from 'antd';
import { canonicalAmount } from '@bidhall/domain/locale-amount';
import { useLang } from '../i18n/useLang';

type Props = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | number | null;
  onChange?: (value: string) => void;
};

/**
 * An amount field of a form: it shows the text as the user types it, in the language's own
 * format (pt-BR `98.800,00`, en-US `98,800.00`, zh `98800.00`), and gives the form the
 * canonical amount (`98800.00`) the rules check and the api takes. A value the form sets
 * (a saved amount, a default, a reset) shows as it is.
 */
export function AmountInput({ value, onChange, ...rest }: Props) {
  const { lang } = useLang();
  const [typed, setTyped] = useState('');
  const held = value === undefined || value === null ? '' : String(value);
  const shown = held !== '' && canonicalAmount(typed, lang) === held ? typed : held;
  return (
    <Input
      inputMode="decimal"
      {...rest}
      value={shown}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange?.(canonicalAmount(e.target.value, lang));
      }}
    />
  );
}
