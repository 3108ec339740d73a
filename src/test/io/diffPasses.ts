/** Two small passes the differences and the change summary are tried on. */
export const transit = {
  id: '1.line',
  issuerName: 'Lindenbahn',
  localizedIssuerName: { defaultValue: { language: 'en', value: 'Lindenbahn' } },
  transitType: 'FERRY',
  hexBackgroundColor: '#0b4f6c',
  logo: { sourceUri: { uri: 'https://example.com/logo.png' } },
  textModulesData: [
    { id: 'fare', header: 'Fare', body: '2.80' },
    { id: 'zone', header: 'Zone', body: 'A' },
  ],
  redemptionIssuers: ['1'],
};

export const offer = {
  id: '1.o',
  classId: '1.c',
  state: 'ACTIVE',
  barcode: { type: 'QR_CODE', value: 'A1' },
  messages: [{ header: 'Hi', body: 'There' }],
};
