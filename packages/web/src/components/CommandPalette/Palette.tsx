import { MenuItem } from '@blueprintjs/core';
import { Omnibar, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PROTECTED_ROUTES } from '../../app/routes';
import './palette.css';

export interface ScreenItem {
  title: string;
  path: string;
}

/** Every screen of the route table that can be opened without a parameter (vendors/:mobileNo needs a vendor). */
export const PALETTE_SCREENS: readonly ScreenItem[] = PROTECTED_ROUTES.filter((r) => !r.path.includes(':')).map((r) => ({
  title: r.title,
  path: `/${r.path}`,
}));

/** Case-insensitive: every word of the query appears in the title or the path. */
export const matchScreen: ItemPredicate<ScreenItem> = (query, item) => {
  const hay = `${item.title} ${item.path}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
};

export default function Palette({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const renderItem: ItemRenderer<ScreenItem> = useMemo(
    () =>
      (item, { handleClick, handleFocus, modifiers }) =>
        modifiers.matchesPredicate ? (
          <MenuItem
            key={item.path}
            active={modifiers.active}
            selected={item.path === pathname}
            text={item.title}
            label={item.path}
            onClick={handleClick}
            onFocus={handleFocus}
          />
        ) : null,
    [pathname],
  );

  return (
    <Omnibar<ScreenItem>
      isOpen={isOpen}
      onClose={onClose}
      items={PALETTE_SCREENS as ScreenItem[]}
      itemPredicate={matchScreen}
      itemRenderer={renderItem}
      resetOnSelect
      // every screen is listed before anything is typed (Omnibar shows nothing by default)
      initialContent={undefined}
      noResults={<MenuItem disabled text="No matching screen" />}
      onItemSelect={(item) => {
        onClose();
        navigate(item.path);
      }}
      inputProps={{ placeholder: 'Go to screen...', 'aria-label': 'Go to screen' }}
      overlayProps={{ className: 'mpa-palette' }}
    />
  );
}
