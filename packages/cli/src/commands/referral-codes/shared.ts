export const CODE_COLUMNS = ['codeId', 'referralCode', 'isActive', 'userType', 'vendorName', 'clientName'];
