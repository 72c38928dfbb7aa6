/** Comments pinned to moments of an attempt's recording, with replies (issue 23). */
import './locales';
export { CommentsPanel, type CommentsPanelProps } from './components/CommentsPanel';
export { COMMENTS_NS } from './locales';
