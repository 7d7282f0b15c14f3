import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder: replaced by the real screen in a later issue. */
export default function VendorsServicesScreen() {
  return <PlaceholderScreen title="Vendors Services" />;
}
