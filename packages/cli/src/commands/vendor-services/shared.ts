export const COLUMNS = ['id', 'venderName', 'vMobile', 'serviceName', 'serviceUnits', 'serviceRates', 'isActive', 'isVendorActive'];
