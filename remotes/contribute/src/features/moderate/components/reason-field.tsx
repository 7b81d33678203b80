import { useId } from 'react';
import frame from '@vithelper/ui/dialog.module.css';

type ReasonFieldProps = {
  /** Its label, saying whether it is required, e.g. "Reason (required)". */
  label: string;
  value: string;
  /** Said under it when a required reason is empty; null otherwise. */
  missing: string | null;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/** The moderator's own words in a dialog: what the students read. */
export function ReasonField({ label, value, missing, disabled, onChange }: ReasonFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={frame.label}>
        {label}
      </label>
      <textarea
        id={id}
        className={frame.textarea}
        rows={3}
        maxLength={400}
        value={value}
        disabled={disabled}
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing ? (
        <p id={`${id}-missing`} className={frame.error}>
          {missing}
        </p>
      ) : null}
    </>
  );
}
