import { Link } from 'react-router-dom';
import { useAccount } from '@vithelper/shared';
import common from '../../../common/questions.module.css';

/** The way to the questions that need a look, for moderators alone. */
export function ReviewLink() {
  const account = useAccount();
  if (!account?.moderator) return null;
  return (
    <Link className={common.back} to="/courses/review">
      Moderators: questions that need a look →
    </Link>
  );
}
