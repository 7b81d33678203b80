import { PAT_RULE_COLUMNS, PAT_RULES } from '../data/pat-rules';
import { rulesCsvHref } from '../data/rules-csv';
import styles from './rules-table.module.css';

const csvHref = rulesCsvHref();

/** The Placement and Training Cell's eligibility rules, with a CSV download of the same table. */
export function RulesTable() {
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Which drives you can still sit for after an offer, by the tier of the company that
          selected you
        </caption>
        <thead>
          <tr>
            {PAT_RULE_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAT_RULES.map((rule) => (
            <tr key={rule.selection}>
              <th scope="row">{rule.selection}</th>
              <td>{rule.eligibility}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <a className={styles.download} href={csvHref} download="placement-rules.csv">
        Download the rules (CSV)
      </a>
    </div>
  );
}
