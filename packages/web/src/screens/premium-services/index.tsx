import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder: replaced by the real screen in a later issue. */
export default function PremiumServicesScreen() {
  return <PlaceholderScreen title="Paid Services" subtitle="Manage your paid services" />;
}
