import { useId } from 'react';
import { Field as FinalField, Form } from 'react-final-form';
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
 * checked before anything is asked (a react-final-form form). What was typed stays as typed (also
 * when it is wrong, with what is wrong) until a preset or an answer changes the range.
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
  const errorId = `${id}-range-error`;
  const validate = (draft: DateRange) => {
    const problem = checkRange({ start: draft.start ?? '', end: draft.end ?? '' });
    return problem ? { range: problem } : {};
  };

  return (
    <Form<DateRange>
      onSubmit={(draft) =>
        onChange({ preset: null, range: { start: draft.start ?? '', end: draft.end ?? '' } })
      }
      validate={validate}
      initialValues={range}
    >
      {({ handleSubmit, submitFailed, errors }) => {
        const error = submitFailed ? (errors?.range as RangeError | undefined) : undefined;
        return (
          <form className="date-range" onSubmit={handleSubmit} noValidate>
            <fieldset>
              <legend>{texts.legend}</legend>
              <Choices
                label={texts.presets}
                options={presets}
                value={preset}
                text={texts.preset}
                onChoose={(chosen) =>
                  onChange({ preset: chosen, range: presetRange(chosen, today) })
                }
              />
              {texts.hint && <p className="date-range__hint">{texts.hint}</p>}
              <div className="date-range__days">
                {(['start', 'end'] as const).map((bound) => (
                  <label key={bound}>
                    <span>{texts[bound]}</span>
                    <FinalField
                      name={bound}
                      component="input"
                      type="date"
                      aria-invalid={
                        error === 'order' || error?.startsWith(bound) ? true : undefined
                      }
                      aria-describedby={error ? errorId : undefined}
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
      }}
    </Form>
  );
}
