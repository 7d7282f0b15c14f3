import { HotkeysContext, MenuItem } from '@blueprintjs/core';
import { Omnibar, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { viewLink } from '@marketplace-admin/sdk';
import { useContext, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PROTECTED_ROUTES } from '../../app/routes';
import { registerEnglish, useT } from '../../i18n';
import { useSdk } from '../../hooks/useSdk';
import { useSettings } from '../../hooks/useSettings';
import { OLDEST_PENDING_PATH, OLDEST_PENDING_STATE } from '../Shortcuts/shortcuts';
import { viewsSnapshot } from '../Views/logic';
import { requestView, subscribeViews } from '../Views/store';
import { exportReferralCodes } from './exportReferralCodes';
import './palette.css';
import '../words';
import viewsEnglish from 'virtual:messages/en/views';

registerEnglish(viewsEnglish);

/** A line of the palette: a screen to open (its path, the current one marked) or an action to run. */
interface PaletteItem {
  key: string;
  title: string;
  /** On the right: a screen's path, or where an action belongs. */
  label: string;
  path?: string;
  run(): void;
}

/** Every screen of the route table that can be opened without a parameter (vendors/:mobileNo needs a vendor). */
const PALETTE_SCREENS = PROTECTED_ROUTES.filter((r) => !r.path.includes(':'));

/** Case-insensitive: every word of the query appears in the title or the label. */
const matchItem: ItemPredicate<PaletteItem> = (query, item) => {
  const hay = `${item.title} ${item.label}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
};

export default function Palette({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sdk = useSdk();
  const [settings, setSettings] = useSettings();
  const [, hotkeys] = useContext(HotkeysContext);
  const t = useT();
  const user = sdk.session.user()?.username ?? '';
  const views = useSyncExternalStore(subscribeViews, () => viewsSnapshot(user));

  // screens first: a screen's name typed and Enter still opens the screen
  const items = useMemo<PaletteItem[]>(
    () => [
      ...PALETTE_SCREENS.map(({ title, path }) => ({
        key: path,
        title: t(title),
        label: `/${path}`,
        path: `/${path}`,
        run: () => navigate(`/${path}`),
      })),
      // the saved views, after the screens: 'Vendors › Without photo'
      ...views.flatMap((view) =>
        PALETTE_SCREENS.filter((s) => s.path === view.list).map((screen) => ({
          key: `view:${view.list}:${view.name}`,
          title: `${t(screen.title)} › ${view.name}`,
          label: t('ui.views.button'),
          run: () => {
            requestView(view);
            navigate(viewLink(view));
          },
        })),
      ),
      {
        key: 'dark-mode',
        title: t(settings.darkMode ? 'ui.components.darkModeOff' : 'ui.components.darkModeOn'),
        label: t('ui.nav.settings'),
        run: () => setSettings({ darkMode: !settings.darkMode }),
      },
      {
        key: 'export-referral-codes',
        title: t('ui.components.exportReferralCodes'),
        label: t('ui.nav.referralCodes'),
        run: () => void exportReferralCodes(sdk),
      },
      {
        key: 'oldest-pending-redemption',
        title: t('ui.components.oldestPending'),
        label: t('ui.nav.redemptions'),
        run: () => navigate(OLDEST_PENDING_PATH, { state: OLDEST_PENDING_STATE }),
      },
      {
        key: 'keyboard-shortcuts',
        title: t('ui.components.showShortcuts'),
        label: '?',
        run: () => hotkeys({ type: 'OPEN_DIALOG' }),
      },
    ],
    [navigate, sdk, settings.darkMode, setSettings, hotkeys, t, views],
  );

  const renderItem: ItemRenderer<PaletteItem> = (item, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={item.key}
        active={modifiers.active}
        selected={item.path !== undefined && item.path === pathname}
        text={item.title}
        label={item.label}
        onClick={handleClick}
        onFocus={handleFocus}
      />
    ) : null;

  return (
    <Omnibar<PaletteItem>
      isOpen={isOpen}
      onClose={onClose}
      items={items}
      itemPredicate={matchItem}
      itemRenderer={renderItem}
      resetOnSelect
      // every screen and action is listed before anything is typed (Omnibar shows nothing by default)
      initialContent={undefined}
      noResults={<MenuItem disabled text={t('ui.components.noMatch')} />}
      onItemSelect={(item) => {
        onClose();
        item.run();
      }}
      inputProps={{
        placeholder: t('ui.components.paletteSearch'),
        'aria-label': t('ui.components.paletteLabel'),
      }}
      overlayProps={{ className: 'mpa-palette' }}
    />
  );
}
