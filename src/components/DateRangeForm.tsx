import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  checkRange,
  DATE_PRESETS,
  presetRange,
  type DatePreset,
  type DateRange,
  type RangeError,
} from '@/lib/date-range';
import { Choices } from './Choices';
import './date-range-form.css';

export interface DateRangeTexts {
  legend: string;
  presets: string;
  preset: (preset: DatePreset) => string;
  /** A line under the presets (what the previous and next days mean); none when absent. */
  hint?: string;
  start: string;
  end: string;
  apply: string;
  error: (error: RangeError) => string;
}

interface Props {
  /** The preset the range came from; null: a custom range. */
  preset: DatePreset | null;
  range: DateRange;
  /** Today in the member's calendar (the presets count from it). */
  today: Date;
  texts: DateRangeTexts;
  onChange: (changes: { preset: DatePreset | null; range: DateRange }) => void;
  /** The presets offered (all four by default). */
  presets?: readonly DatePreset[];
}

/**
 * A date range (spec 2 §9): the presets (previous and next 7 and 30 days), or a first and last day
 * checked before anything is asked. What was typed stays as typed (also when it is wrong, with what
 * is wrong) until a preset or an answer changes the range.
 */
export function DateRangeForm({
  preset,
  range,
  today,
  texts,
  onChange,
  presets = DATE_PRESETS,
}: Props) {
  const id = useId();
  const [draft, setDraft] = useState<DateRange>(range);
  const [error, setError] = useState<RangeError | null>(null);
  useEffect(() => {
    setDraft(range);
    setError(null);
  }, [range]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkRange(draft);
    setError(problem);
    if (!problem) onChange({ preset: null, range: draft });
  };
  const errorId = `${id}-range-error`;

  return (
    <form className="date-range" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{texts.legend}</legend>
        <Choices
          label={texts.presets}
          options={presets}
          value={preset}
          text={texts.preset}
          onChoose={(chosen) => onChange({ preset: chosen, range: presetRange(chosen, today) })}
        />
        {texts.hint && <p className="date-range__hint">{texts.hint}</p>}
        <div className="date-range__days">
          {(['start', 'end'] as const).map((bound) => (
            <label key={bound}>
              <span>{texts[bound]}</span>
              <input
                type="date"
                value={draft[bound]}
                aria-invalid={error === 'order' || error?.startsWith(bound) ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => setDraft({ ...draft, [bound]: e.target.value })}
              />
            </label>
          ))}
          <button type="submit">{texts.apply}</button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="date-range__error">
            {texts.error(error)}
          </p>
        )}
      </fieldset>
    </form>
  );
}
