import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder: replaced by the real screen in a later issue. */
export default function ProfileScreen() {
  return <PlaceholderScreen title="My Profile" />;
}
