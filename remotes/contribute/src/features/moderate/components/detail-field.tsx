import styles from './moderate.module.css';

type DetailFieldProps = {
  id: string;
  label: string;
  value: string;
  /** What it takes, e.g. "Like A1 or A1+TA1."; said as a problem when `invalid`. */
  hint: string;
  invalid?: boolean;
  disabled: boolean;
  /** Words for a course name, capitals for a code or slot (on a phone's keyboard). */
  autoCapitalize: 'words' | 'characters';
  onChange: (value: string) => void;
};

/** A paper's course code, course name or slot in a moderation panel's details form. */
export function DetailField({
  id,
  label,
  value,
  hint,
  invalid,
  disabled,
  autoCapitalize,
  onChange,
}: DetailFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        autoCapitalize={autoCapitalize}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className={invalid ? styles.error : styles.hint}>
        {invalid ? `Check this: ${hint}` : hint}
      </p>
    </div>
  );
}
