import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder: replaced by the real screen in a later issue. */
export default function ReferralConfigScreen() {
  return <PlaceholderScreen title="Referral Configuration" subtitle="View and edit referral reward settings" />;
}
