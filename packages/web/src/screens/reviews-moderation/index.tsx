import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder: replaced by the real screen in a later issue. */
export default function ReviewsModerationScreen() {
  return <PlaceholderScreen title="Moderate Reviews" />;
}
