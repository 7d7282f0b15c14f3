import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder: replaced by the real screen in a later issue. */
export default function AppointmentsScreen() {
  return <PlaceholderScreen title="Appointments" subtitle="Manage all appointment bookings" />;
}
