import { Button } from './button.tsx';

/** A choice of a period in days, as pressed/unpressed buttons under a legend. */
export function PeriodPicker(props: {
  legend: string;
  periods: readonly number[];
  value: number;
  onChange: (days: number) => void;
  /** The button's words for a period, e.g. "30 days". */
  label: (days: number) => string;
  className?: string;
}) {
  return (
    <fieldset className={props.className ? `row ${props.className}` : 'row'}>
      <legend>{props.legend}</legend>
      {props.periods.map((d) => (
        <Button
          key={d}
          variant={d === props.value ? 'primary' : 'ghost'}
          aria-pressed={d === props.value}
          onClick={() => props.onChange(d)}
        >
          {props.label(d)}
        </Button>
      ))}
    </fieldset>
  );
}
