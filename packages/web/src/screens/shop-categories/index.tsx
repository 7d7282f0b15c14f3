import { PlaceholderScreen } from '../../components/PlaceholderScreen';

/** Placeholder: replaced by the real screen in a later issue. */
export default function ShopCategoriesScreen() {
  return <PlaceholderScreen title="Shop Categories" />;
}
