import type { Command } from 'commander';
import type { Shop, ShopForm } from '@marketplace-admin/sdk';
import { boolOpt, imageFile } from '../../args';
import { addOutputOptions } from '../../output/index';

/** The form flags of create and update, checked; unset ones keep the current value on update. */
export interface ShopFields {
  name?: string;
  category?: string;
  address?: string;
  phones?: string[];
  whatsapp?: string;
  active?: boolean;
  verified?: boolean;
  /** Image files to upload. */
  images?: string[];
}

const collect = (v: string, prev: string[] = []): string[] => [...prev, v];

export function addFormOptions(cmd: Command): Command {
  return addOutputOptions(
    cmd
      .option('--name <name>', 'shop name (required)')
      .option('--category <name>', 'shop category (required; a new name may be typed in)')
      .option('--address <text>', 'shop address (required)')
      .option('--phone <phone>', 'phone number (repeat for several; at least one)', collect)
      .option('--whatsapp <phone>', 'WhatsApp number')
      .option('--active <bool>', 'true or false')
      .option('--verified <bool>', 'true or false')
      .option('--image <file>', 'image file to upload (repeatable)', collect),
  );
}

export function fieldsOf(flags: Record<string, any>): ShopFields {
  return {
    name: flags.name,
    category: flags.category,
    address: flags.address,
    phones: flags.phone,
    whatsapp: flags.whatsapp,
    active: boolOpt(flags.active, '--active'),
    verified: boolOpt(flags.verified, '--verified'),
    images: flags.image,
  };
}

/** The form to send, checked with the spec's rules (§5) before any upload. */
export async function shopForm(o: ShopFields, base?: Shop, keepImages = true): Promise<ShopForm> {
  const form: ShopForm = {
    shopName: o.name ?? base?.shopName ?? '',
    shopCategory: o.category ?? base?.shopCategory ?? '',
    shopAddress: o.address ?? base?.shopAddress ?? '',
    shopPhones: o.phones ?? base?.shopPhones ?? [],
    shopWhatsappNo: o.whatsapp ?? base?.shopWhatsappNo ?? undefined,
    isActive: o.active ?? base?.isActive ?? true,
    isVerified: o.verified ?? base?.isVerified ?? false,
  };
  const { checkRule, validateShopForm } = await import('@marketplace-admin/sdk');
  checkRule(validateShopForm(form));
  if (o.images?.length) form.shopImages = await Promise.all(o.images.map(imageFile));
  if (base && keepImages) form.existingImages = base.shopImages;
  return form;
}
