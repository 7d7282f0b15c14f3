import { exportColumns, exportFileName, type MpaClient } from '@marketplace-admin/sdk';
import { showToast, toastError } from '../../app/toaster';
import sdkEnglish from 'virtual:messages/en/sdk';
import { registerEnglish, t } from '../../i18n';
import { downloadBlob, exportToBlob } from '../Export/exportFile';

// the SDK's texts made from values, in ICU
registerEnglish(sdkEnglish);

const TOAST_KEY = 'palette-export-referral-codes';

/** Every referral code as CSV, as the Referral Codes screen's "Export > CSV" writes it with no search. */
export async function exportReferralCodes(sdk: MpaClient): Promise<void> {
  const fileName = exportFileName('referral-codes', 'csv');
  void showToast({ message: t('exports.allReferralCodes'), intent: 'primary', key: TOAST_KEY });
  try {
    const { blob, rows } = await exportToBlob(sdk.referrals.codes, {
      format: 'csv',
      query: { sortBy: 'referralCode' },
      columns: exportColumns('referral-codes', { label: (id) => t(`columns.${id}`) }),
      bom: true, // spreadsheet programs read a downloaded CSV as UTF-8 only with it
      pageSize: 1000,
    });
    downloadBlob(blob, fileName);
    void showToast({
      message: t('exports.exported', { rows, file: fileName }),
      intent: 'success',
      key: TOAST_KEY,
    });
  } catch (e) {
    toastError(e, 'rewards.loadCodesFailed');
  }
}
