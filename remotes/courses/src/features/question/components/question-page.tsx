import { Link, useParams, useSearchParams } from 'react-router-dom';
import { coursePath, questionPath } from '@vithelper/contracts/questions/paths';
import { PageFrame } from '@vithelper/ui/page-frame';
import { entryOf } from '../../../common/bank-entries';
import { askedLabel, marksLabel, paperAtPage, paperLabels } from '../../../common/labels';
import { LoadError, Loading, NotFound } from '../../../common/page-states';
import { findQuestion, loadBank, type FoundQuestion } from '../../../common/questions-data';
import { useLoad } from '../../../common/use-load';
import { QuestionRegion } from '../../region';
import { CorrectQuestion, findCorrectedQuestion, useCorrectedBank } from '../../corrections';
import { Answers, followOnSave } from '../../answers';
import { SaveQuestion } from '../../saved';
import common from '../../../common/questions.module.css';
import styles from './question-page.module.css';

/** /q/:id: one question, where it is in its paper, and every other paper that asked it. */
export function QuestionPage() {
  const { id = '' } = useParams();
  // A question split off by a moderator is in no built file: the bank's link names its course in
  // the address, so the link still opens when it is shared.
  const course = useSearchParams()[0].get('course');
  const load = useLoad(id, (signal) =>
    findQuestion(id, signal).then((found) =>
      found || !course
        ? found
        : findCorrectedQuestion(id, course, (code) => loadBank(code, signal)),
    ),
  );
  if (load.state === 'loading') return <Loading heading="Question" />;
  if (load.state === 'error') return <LoadError heading="Question" message={load.message} />;
  if (!load.value)
    return (
      <NotFound heading="Question not found">
        No question has this address. It may be mistyped, or the question was removed from its paper
        since the link was made.
      </NotFound>
    );
  return <Question found={load.value} />;
}

function Question({ found }: { found: FoundQuestion }) {
  const corrected = useCorrectedBank(found.bank);
  const bank = corrected.bank;
  const question = bank.questions.find((q) => q.id === found.question.id) ?? found.question;
  const others = (entryOf(bank, question.id)?.questions ?? []).filter((q) => q.id !== question.id);
  const marks = marksLabel(question.marks);
  const labels = paperLabels(bank);
  const label = `${labels.get(question.paper)}, question ${question.number}`;
  return (
    <PageFrame
      heading={`Question ${question.number}, ${labels.get(question.paper)}`}
      meta={`${bank.name} · ${bank.code}`}
      before={
        <Link className={common.back} to={coursePath(bank.code)}>
          ← All questions of {bank.code}
        </Link>
      }
    >
      <article className={styles.card} aria-label="The question">
        <QuestionRegion question={question} />
        <div className={styles.foot}>
          {marks ? <span className={common.marks}>{marks}</span> : null}
          <span className={common.asked}>
            Page {question.page} of the paper · {askedLabel(others.length + 1)}
          </span>
          <a className={common.action} href={paperAtPage(question)}>
            Open the whole paper at this page
          </a>
        </div>
        <SaveQuestion
          question={{ id: question.id, course: bank.code, label, text: question.text }}
          follow={followOnSave}
        />
      </article>
      <Answers
        question={question.id}
        course={bank.code}
        paper={{ exam: question.kind, id: question.paper }}
      />
      <section className={styles.also} aria-labelledby="also-asked">
        <h2 id="also-asked">Also asked in</h2>
        {others.length === 0 ? (
          <p className={common.status}>No other paper of this course asked it.</p>
        ) : (
          <ul className={styles.others}>
            {others.map((other) => (
              <li key={other.id} className={styles.other}>
                <Link to={questionPath(other.id)}>
                  {labels.get(other.paper)}, question {other.number}
                </Link>
                {other.text !== question.text ? (
                  <p className={styles.otherText}>{other.text}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <CorrectQuestion view={corrected} question={question} />
    </PageFrame>
  );
}
